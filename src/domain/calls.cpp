#include "domain/calls.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "auth/hs256_jwt.hpp"
#include "db/account_store.hpp"
#include "db/call_store.hpp"
#include "db/database.hpp"
#include "db/hopper_store.hpp"
#include "db/lead_store.hpp"
#include "db/telephony_store.hpp"
#include "db/transaction.hpp"
#include "domain/agent_moves.hpp"
#include "domain/call_changes.hpp"
#include "domain/call_checks.hpp"
#include "domain/call_progress.hpp"
#include "domain/campaign_eligibility.hpp"
#include "domain/campaigns.hpp"
#include "domain/domain_error.hpp"
#include "domain/lead_writes.hpp"
#include "domain/publish_on_commit.hpp"
#include "domain/twilio_account_client.hpp"
#include "integrations/twilio_client.hpp"
#include "phone/phone_numbers.hpp"

namespace dialer::domain {
std::string voice_identity(std::int64_t user_id) { return "agent-" + std::to_string(user_id); }

CallService::CallService(db::Database& database, CampaignService& campaigns, CampaignEligibility& eligibility,
                         LeadWrites& writes, DoNotCall& dnc, OptOutReach& reach, Callbacks& callbacks, Cadences& cadences,
                         IntegrationLog& log, events::EventBus& bus, TelephonyOptions options, const Clock& clock)
    : database_(database),
      campaigns_(campaigns),
      eligibility_(eligibility),
      writes_(writes),
      dnc_(dnc),
      reach_(reach),
      callbacks_(callbacks),
      cadences_(cadences),
      log_(log),
      bus_(bus),
      options_(std::move(options)),
      clock_(clock) {}

std::string CallService::callback_url(const std::string& route, std::int64_t call_id, const std::string& leg) const {
  std::string url = options_.public_url + "/api/v1/twilio/" + route + "?call=" + std::to_string(call_id);
  if (!leg.empty()) url += "&leg=" + leg;
  return url;
}

std::string CallService::twilio_address(const std::string& route_and_query) const {
  return options_.public_url + "/api/v1/twilio/" + route_and_query;
}

model::Call CallService::place(const auth::Caller& caller, const PlaceCall& request) {
  if (request.audio != "browser" && request.audio != "phone") {
    throw DomainError::invalid("validation_error", "audio must be browser or phone", {{"audio", "Choose browser or phone"}});
  }
  const auto campaign = campaigns_.get(caller, request.campaign_id);
  const bool assigned = std::find(campaign.agent_ids.begin(), campaign.agent_ids.end(), caller.user_id) != campaign.agent_ids.end();
  if (!assigned && !auth::is_admin(caller.role)) {
    throw DomainError::forbidden("not_assigned", "You are not assigned to the campaign " + campaign.name);
  }
  const auto eligibility = eligibility_.for_lead(caller, campaign.id, request.lead_id);
  if (eligibility.reason == "in_call") {
    // The agent's own reservation, in this campaign, is what lets it call the lead.
    const auto reservation = database_.read(
        [&](SQLite::Database& db) { return db::lead_reservation(db, caller.organization_id, request.lead_id); });
    if (!reservation || reservation->agent_id != caller.user_id || reservation->campaign_id != campaign.id) {
      throw DomainError::conflict("not_callable", eligibility.message, {{"reason", eligibility.reason}});
    }
  } else if (eligibility.reason != "eligible") {
    throw DomainError::conflict("not_callable", eligibility.message, {{"reason", eligibility.reason}});
  }
  if (eligibility.caller_id.empty()) {
    throw DomainError::conflict("no_caller_id", "Choose the campaign's caller ID before placing calls");
  }
  if (options_.public_url.empty()) {
    throw DomainError::conflict("no_public_url",
                                "Start the server with --public-url so that Twilio can reach it; calls cannot be placed without it");
  }
  const auto now = unix_ms(clock_.now());
  std::string agent_phone;
  std::string lead_number;
  model::Call call;
  // Read before: it may read the database itself, and a read must not wait for a second connection.
  const auto region = writes_.phone_region(caller.organization_id);
  const auto account = database_.read([&](SQLite::Database& db) {
    auto found = connected_account(db, caller.organization_id);
    if (const auto lead = db::find_lead(db, caller.organization_id, request.lead_id)) lead_number = lead->fields.phone_e164;
    if (request.audio == "phone") {
      const auto user = db::find_user(db, caller.organization_id, caller.user_id);
      agent_phone = user ? phone::dialable_e164(user->phone, region) : "";
      if (agent_phone.empty()) {
        throw DomainError::invalid("validation_error", "Your profile has no phone number Twilio can ring",
                                   {{"audio", "Add a phone number to your profile, or use the browser"}});
      }
    }
    return found;
  });

  call.organization_id = caller.organization_id;
  call.campaign_id = campaign.id;
  call.lead_id = request.lead_id;
  call.agent_id = caller.user_id;
  call.audio = request.audio;
  call.from_number = eligibility.caller_id;
  call.to_number = lead_number;
  call.status = model::CallStatus::kQueued;
  call.created_at = now;
  call.updated_at = now;
  call.id = database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    // A lead is never on two calls: another call to it that has not ended refuses this one.
    if (db::lead_on_live_call(db, request.lead_id)) throw DomainError::conflict("not_callable", "The lead is on another call now", {{"reason", "in_call"}});
    const auto id = db::insert_call(db, call);
    db::add_call_event(db, id, "placed", {"placed", "queued", request.audio == "phone" ? "Ringing the agent's phone first" : "Waiting for the agent's browser", now, false});
    db::add_call_counts(db, call.organization_id, call.from_number, call_contribution(call));
    publish_on_commit(tx, bus_, events::CallChanged{call.organization_id, id, caller.user_id, request.lead_id, std::string(model::to_text(call.status))});
    auto placed = call;
    placed.id = id;
    record_call_check(db, placed, eligibility.evidence, now);
    agent_follows_call(tx, bus_, nullptr, placed, now);
    return id;
  });

  if (request.audio == "phone") {
    integrations::TwilioCallRequest leg;
    leg.to = agent_phone;
    leg.from = call.from_number;
    leg.url = callback_url("voice", call.id);
    leg.status_callback = callback_url("status", call.id, "agent");
    leg.timeout_seconds = kRingSeconds;
    const auto placed = place_with_provider(account, options_, leg);
    const auto& failure = placed.failure;
    const auto at = unix_ms(clock_.now());
    database_.write([&](db::Transaction& tx) {
      SQLite::Database& db = tx;
      const auto before = db::find_call_by_id(db, call.id).value();
      auto current = before;
      if (failure) {
        mark_refused_by_provider(db, current, *failure, at);
      } else {
        current.agent_leg_sid = *placed.sid;
      }
      save_call_change(tx, bus_, before, current, at);
      log_.record(tx, {call.organization_id, kTwilio, "call", failure ? "error" : "success",
                       failure ? "Call " + std::to_string(call.id) + " could not ring the agent's phone: " + *failure
                               : "Call " + std::to_string(call.id) + ": ringing the agent's phone " + agent_phone,
                       false});
    });
    if (failure) throw DomainError::upstream_failed("integration_failed", "Twilio did not place the call: " + *failure);
  }
  return detail(caller, call.id).call;
}

std::optional<std::string> CallService::reason_not_to_dial(const model::Call& call) {
  if (!call.campaign_id || !call.lead_id || !call.agent_id) return std::nullopt;
  const auth::Caller agent{*call.agent_id, call.organization_id, auth::Role::kAgent, 0};
  try {
    const auto answer = eligibility_.for_lead(agent, *call.campaign_id, *call.lead_id);
    if (answer.reason == "eligible" || answer.reason == "in_call") return std::nullopt;
    return answer.message;
  } catch (const DomainError& e) {
    return std::string(e.what());  // the campaign or the lead is gone
  }
}

model::Call CallService::visible_call(const auth::Caller& caller, std::int64_t call_id) {
  auto call = database_.read([&](SQLite::Database& db) { return db::find_call(db, caller.organization_id, call_id); });
  if (!call || (!auth::is_admin(caller.role) && call->agent_id != caller.user_id)) throw DomainError::not_found("No such call");
  return *call;
}

model::CallPage CallService::list(const auth::Caller& caller, model::CallFilter filter) {
  if (!auth::is_admin(caller.role)) filter.agent_id = caller.user_id;
  return database_.read([&](SQLite::Database& db) { return db::list_calls(db, caller.organization_id, filter); });
}

std::vector<model::Call> CallService::live(const auth::Caller& caller) {
  return database_.read(
      [&](SQLite::Database& db) { return db::live_calls(db, caller.organization_id, kLiveCallsShown); });
}

CallDetail CallService::detail(const auth::Caller& caller, std::int64_t call_id) {
  CallDetail out;
  out.call = visible_call(caller, call_id);
  out.events = database_.read([&](SQLite::Database& db) { return db::call_events(db, call_id); });
  return out;
}

model::Call CallService::hang_up(const auth::Caller& caller, std::int64_t call_id) {
  const auto call = visible_call(caller, call_id);
  if (model::is_final(call.status)) throw DomainError::conflict("call_ended", "The call has already ended");
  // Ending the agent's leg ends the <Dial> to the lead with it; without one, the lead's leg is ended.
  std::vector<std::string> legs;
  if (call.agent_leg_sid) {
    legs.push_back(*call.agent_leg_sid);
  } else if (call.provider_sid) {
    legs.push_back(*call.provider_sid);
  }
  const auto now = unix_ms(clock_.now());
  if (legs.empty() || call.status == model::CallStatus::kQueued) {
    // Nothing rings yet (or only the agent's phone): the lead is never dialed.
    database_.write([&](db::Transaction& tx) {
      SQLite::Database& db = tx;
      const auto before = db::find_call_by_id(db, call.id).value();
      if (model::is_final(before.status)) return;
      auto after = before;
      apply_status(after, {model::CallStatus::kCanceled, std::nullopt, std::nullopt, now});
      after.error = "Hung up before the lead was dialed";
      db::add_call_event(db, call.id, "hangup", {"hangup", "canceled", "Hung up by the agent", now, false});
      save_call_change(tx, bus_, before, after, now);
    });
  }
  if (!legs.empty()) {
    const auto account = database_.read([&](SQLite::Database& db) { return connected_account(db, caller.organization_id); });
    auto client = twilio_client_for(account, options_);
    try {
      for (const auto& sid : legs) client.update_call(sid, {{"Status", "completed"}});
    } catch (const integrations::TwilioError& e) {
      throw DomainError::upstream_failed("integration_failed", std::string("Twilio did not end the call: ") + e.what());
    }
  }
  return detail(caller, call_id).call;
}

int CallService::end_stale_calls() {
  const auto now = unix_ms(clock_.now());
  const auto ms = [](auto d) { return std::chrono::duration_cast<std::chrono::milliseconds>(d).count(); };
  const auto connect_cutoff = now - ms(kConnectWait);
  const auto report_cutoff = now - ms(kLongestCall);
  const auto waiting = database_.read([&](SQLite::Database& db) { return db::live_calls_placed_before(db, connect_cutoff); });
  int ended = 0;
  for (const auto id : waiting) {
    database_.write([&](db::Transaction& tx) {
      SQLite::Database& db = tx;
      const auto before = db::find_call_by_id(db, id);
      if (!before || model::is_final(before->status)) return;
      auto after = *before;
      if (before->status == model::CallStatus::kQueued && !before->provider_sid && !before->agent_leg_sid) {
        // Placed, and no browser or phone ever answered for the agent.
        apply_status(after, {model::CallStatus::kCanceled, std::nullopt, std::nullopt, now});
        after.error = before->audio == "phone" ? "The agent's phone never connected" : "The agent's browser never connected";
      } else if (before->created_at < report_cutoff) {
        // Twilio does not send a report again: a lost final one would hold the lead as on a call for ever.
        apply_status(after, {model::CallStatus::kFailed, std::nullopt, std::nullopt, now});
        after.error = "Twilio never reported how the call ended";
      } else {
        return;
      }
      db::add_call_event(db, id, "sweep", {"error", std::string(model::to_text(after.status)), *after.error, now, false});
      save_call_change(tx, bus_, *before, after, now);
      ++ended;
    });
  }
  return ended;
}

VoiceToken CallService::voice_token(const auth::Caller& caller) {
  const auto account = database_.read([&](SQLite::Database& db) { return connected_account(db, caller.organization_id); });
  if (account.api_key_sid.empty() || account.api_key_secret.empty() || account.twiml_app_sid.empty()) {
    throw DomainError::conflict("browser_calling_not_set_up",
                                "Browser calling needs the API Key SID, its Secret and the TwiML App SID on the Twilio screen");
  }
  const auto now = std::chrono::duration_cast<std::chrono::seconds>(clock_.now().time_since_epoch()).count();
  VoiceToken out;
  out.identity = voice_identity(caller.user_id);
  out.expires_at = now + kTokenSeconds;
  const nlohmann::json header = {{"typ", "JWT"}, {"alg", "HS256"}, {"cty", "twilio-fpa;v=1"}};
  const nlohmann::json claims = {
      {"jti", account.api_key_sid + "-" + std::to_string(now)},
      {"iss", account.api_key_sid},
      {"sub", account.account_sid},
      {"iat", now},
      {"nbf", now},
      {"exp", out.expires_at},
      {"grants",
       {{"identity", out.identity},
        {"voice", {{"incoming", {{"allow", true}}}, {"outgoing", {{"application_sid", account.twiml_app_sid}}}}}}}};
  out.token = auth::hs256_jwt(header.dump(), claims.dump(), account.api_key_secret);
  return out;
}

Recording CallService::recording(const auth::Caller& caller, std::int64_t call_id) {
  const auto call = visible_call(caller, call_id);
  if (!call.recording_sid) throw DomainError::not_found("This call has no recording");
  const auto account = database_.read([&](SQLite::Database& db) { return connected_account(db, caller.organization_id); });
  try {
    auto media = twilio_client_for(account, options_).recording_mp3(*call.recording_sid);
    return {std::move(media.content_type), std::move(media.body)};
  } catch (const integrations::TwilioError& e) {
    throw DomainError::upstream_failed("integration_failed", std::string("The recording could not be fetched: ") + e.what());
  }
}

}  // namespace dialer::domain
