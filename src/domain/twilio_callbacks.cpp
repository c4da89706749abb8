#include "domain/twilio_callbacks.hpp"

#include <algorithm>
#include <functional>
#include <map>
#include <mutex>

#include "auth/twilio_signature.hpp"
#include "db/account_store.hpp"
#include "db/agent_state_store.hpp"
#include "db/call_store.hpp"
#include "db/campaign_store.hpp"
#include "db/database.hpp"
#include "db/hopper_store.hpp"
#include "db/lead_dialing_store.hpp"
#include "db/lead_message_store.hpp"
#include "db/telephony_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/agent_moves.hpp"
#include "domain/call_changes.hpp"
#include "domain/call_progress.hpp"
#include "domain/calls.hpp"
#include "domain/campaign_settings.hpp"
#include "domain/dialer_answers.hpp"
#include "domain/domain_error.hpp"
#include "domain/telephony.hpp"
#include "domain/twiml.hpp"

namespace dialer::domain {
namespace {


std::optional<int> int_field(const TwilioRequest& request, const char* name) {
  const std::string text = twilio_field(request, name);
  if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  return std::stoi(text);
}

std::string call_label(std::int64_t id) { return "Call " + std::to_string(id); }

// The call a report is about: the one the address names, else the one with its SID; in the organization.
model::Call reported_call(SQLite::Database& db, std::int64_t organization_id, const TwilioRequest& request) {
  std::optional<model::Call> call;
  if (request.call_id) {
    call = db::find_call(db, organization_id, *request.call_id);
  } else if (const auto sid = twilio_field(request, "CallSid"); !sid.empty()) {
    call = db::find_call_by_sid(db, organization_id, sid);
  }
  if (!call) {
    throw DomainError::invalid("unknown_call", "The request names no call of this account");
  }
  return *call;
}

// Refused requests go to Integration Logs at most once a second per organization: a flood of forgeries
// does not become a flood of writes.
class RefusalThrottle {
 public:
  bool allow(std::int64_t organization_id, std::int64_t now_ms) {
    std::lock_guard lock(mutex_);
    auto& last = last_[organization_id];
    if (now_ms - last < 1000) return false;
    last = now_ms;
    return true;
  }

 private:
  std::mutex mutex_;
  std::map<std::int64_t, std::int64_t> last_;
};

RefusalThrottle& refusal_throttle() {
  static RefusalThrottle throttle;
  return throttle;
}

}  // namespace

TwilioCallbacks::TwilioCallbacks(db::Database& database, CallService& calls, IntegrationLog& log, events::EventBus& bus,
                                 const Clock& clock, RefusalSink on_refused)
    : database_(database), calls_(calls), log_(log), bus_(bus), clock_(clock), on_refused_(std::move(on_refused)) {}

std::string twilio_field(const TwilioRequest& request, const char* name) {
  for (const auto& [key, value] : request.form) {
    if (key == name) return value;
  }
  return "";
}

std::int64_t TwilioCallbacks::verified_organization(const TwilioRequest& request, const char* what,
                                                    const TwilioSubject& subject) {
  const std::string account_sid = twilio_field(request, "AccountSid");
  const std::string call_sid = twilio_field(request, "CallSid");
  auto accounts = database_.read([&](SQLite::Database& db) {
    auto found = db::telephony_accounts_with_sid(db, account_sid);
    // Keeps the organizations `holds` is true of, when it is of any: a SID is looked for in each organization
    // alone, so another organization's row with the same SID never decides whose a request is.
    const auto keep_holding = [&found](const std::function<bool(const model::TelephonyAccount&)>& holds) {
      if (std::any_of(found.begin(), found.end(), holds)) std::erase_if(found, std::not_fn(holds));
    };
    if (subject.call_id) {
      // The server's own id for the call: the request is its organization's or no one's.
      const auto call = db::find_call_by_id(db, *subject.call_id);
      if (call) std::erase_if(found, [&](const auto& a) { return a.organization_id != call->organization_id; });
    } else if (!call_sid.empty()) {
      keep_holding([&](const auto& a) { return db::find_call_by_sid(db, a.organization_id, call_sid).has_value(); });
    }
    if (!subject.message_sid.empty()) {
      keep_holding(
          [&](const auto& a) { return db::lead_message_with_sid_exists(db, a.organization_id, subject.message_sid); });
    }
    if (!subject.our_number.empty()) {
      keep_holding(
          [&](const auto& a) { return db::organization_has_number(db, a.organization_id, subject.our_number); });
    }
    return found;
  });
  for (const auto& account : accounts) {
    if (auth::twilio_signature_matches(account.auth_token, request.url, request.form, request.signature)) {
      return account.organization_id;
    }
  }
  const std::string reason = request.signature.empty() ? "it is not signed"
                             : accounts.empty()        ? "it names no connected account"
                                                       : "its signature does not match the Auth Token";
  const std::string line = std::string("Refused a Twilio ") + what + " request: " + reason;
  if (on_refused_) on_refused_(line + " (" + request.url + ")");
  const auto now = unix_ms(clock_.now());
  for (const auto& account : accounts) {
    if (!refusal_throttle().allow(account.organization_id, now)) continue;
    database_.write([&](db::Transaction& tx) { log_.record(tx, {account.organization_id, kTwilio, "callback", "error", line, false}); });
  }
  throw DomainError::forbidden("invalid_signature", "This request is not signed by Twilio");
}

std::string TwilioCallbacks::voice(const TwilioRequest& request) {
  if (request.leg == "lead") return lead_answered(request);
  if (twilio_field(request, "conference") == "1" || request.leg == "conference") return agent_joins_conference(request);
  // A phone bridge's call is named by the address the server gave Twilio (signed); a browser's by the SDK's
  // connect parameter, which the agent chooses — so it counts only for a browser call of that very agent.
  std::optional<std::int64_t> call_id = request.call_id;
  const bool named_by_browser = !call_id;
  if (!call_id) {
    const std::string given = twilio_field(request, "callId");
    if (!given.empty() && given.size() < 19 && given.find_first_not_of("0123456789") == std::string::npos) {
      call_id = std::stoll(given);
    }
  }
  const auto organization_id = verified_organization(request, "voice", TwilioSubject::call(call_id));
  if (!call_id) return say_and_hang_up_twiml("This call was not placed from the dashboard.");
  const auto placed =
      database_.read([&](SQLite::Database& db) { return db::find_call(db, organization_id, *call_id); });
  // The lead may have gone on a do-not-call list, or out of its window, since the call was placed.
  const auto not_now = placed && placed->status == model::CallStatus::kQueued ? calls_.reason_not_to_dial(*placed) : std::nullopt;
  const auto now = unix_ms(clock_.now());
  return database_.write([&](db::Transaction& tx) -> std::string {
    SQLite::Database& db = tx;
    db::note_callback(db, organization_id, iso8601_utc(clock_.now()));
    const auto call = db::find_call(db, organization_id, *call_id);
    if (!call) return say_and_hang_up_twiml("This call is not known.");
    const std::string agent_sid = twilio_field(request, "CallSid");
    const bool agents_browser = call->audio == "browser" && named_by_browser &&
                                twilio_field(request, "From") == "client:" + voice_identity(call->agent_id.value_or(0));
    const bool agents_phone = call->audio == "phone" && !named_by_browser && call->agent_leg_sid == agent_sid;
    if (!agents_browser && !agents_phone) return say_and_hang_up_twiml("This call belongs to another agent.");
    if (call->status != model::CallStatus::kQueued) return say_and_hang_up_twiml("This call has already been placed.");
    // One agent leg per call: a second tab or a reconnect must not dial the lead again.
    if (call->agent_leg_sid && *call->agent_leg_sid != agent_sid) {
      return say_and_hang_up_twiml("This call is already connected elsewhere.");
    }
    if (not_now) {
      auto canceled = *call;
      apply_status(canceled, {model::CallStatus::kCanceled, std::nullopt, std::nullopt, now});
      canceled.error = "Not dialed: " + *not_now;
      db::add_call_event(db, call->id, "not-dialed", {"error", "canceled", *canceled.error, now, false});
      save_call_change(tx, bus_, *call, canceled, now);
      return say_and_hang_up_twiml("This call cannot be placed now. " + *not_now + ".");
    }
    // The agent's phone: a person presses 1 before the lead is dialed — never a voicemail that answered it.
    if (agents_phone && !request.confirmed) {
      return press_key_twiml("You have a call to place. Press 1 to call the lead.",
                             calls_.callback_url("voice", call->id) + "&confirmed=1", "No key was pressed. Goodbye.");
    }
    if (agents_phone && twilio_field(request, "Digits") != "1") return say_and_hang_up_twiml("Goodbye.");
    const bool first = db::add_call_event(
        db, call->id, "voice:" + agent_sid,
        {"agent", "connected", call->audio == "phone" ? "The agent's phone answered" : "The agent's browser connected", now,
         false});
    if (first) {
      auto changed = *call;
      if (!agent_sid.empty()) changed.agent_leg_sid = agent_sid;
      changed.updated_at = now;
      db::update_call(db, changed);
      log_.record(tx, {organization_id, kTwilio, "callback", "success",
                       call_label(call->id) + ": the agent is connected; dialing " + call->to_number, false});
    }
    model::CampaignSettings settings;
    if (call->campaign_id) {
      if (const auto row = db::find_campaign(db, organization_id, *call->campaign_id)) {
        settings = campaign_settings_from_json(nlohmann::json::parse(row->settings_json, nullptr, false));
      }
    }
    LeadDial dial;
    dial.caller_id = call->from_number;
    dial.lead_number = call->to_number;
    dial.status_callback = calls_.callback_url("status", call->id);
    dial.timeout_seconds = CallService::kRingSeconds;
    dial.record = settings.record_calls;
    dial.recording_callback = calls_.callback_url("recording", call->id);
    dial.machine_detection = settings.machine_detection;
    dial.amd_callback = calls_.callback_url("amd", call->id);
    return dial_lead_twiml(dial);
  });
}

void TwilioCallbacks::status(const TwilioRequest& request) {
  const auto organization_id = verified_organization(request, "status", TwilioSubject::call(request.call_id));
  const std::string call_sid = twilio_field(request, "CallSid");
  const std::string word = twilio_field(request, "CallStatus");
  const auto reported = model::call_status_from_text(word);
  if (call_sid.empty() || !reported) {
    throw DomainError::invalid("validation_error", "A status callback needs a CallSid and one of Twilio's CallStatus words");
  }
  const auto status = *reported;
  using model::CallStatus;
  const auto sequence = twilio_field(request, "SequenceNumber");
  const auto now = unix_ms(clock_.now());
  std::optional<model::Call> ended_unworked;
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    db::note_callback(db, organization_id, iso8601_utc(clock_.now()));
    const auto call = reported_call(db, organization_id, request);
    auto next = call;
    bool moved = false;
    std::string detail;
    // The TwiML App's own status callback reports the browser's leg without ?leg=agent.
    const bool agent_leg = request.leg == "agent" || call.agent_leg_sid == call_sid;
    if (agent_leg) {
      // The agent's leg ended before the lead was dialed: so does the call, with that leg's outcome.
      if (model::is_final(status) && call.status == CallStatus::kQueued) {
        moved = apply_status(next, {status == CallStatus::kCompleted ? CallStatus::kCanceled : status, std::nullopt,
                                    std::nullopt, now});
        next.error = call.audio != "phone"                ? "The agent's browser hung up before the lead was dialed"
                     : status == CallStatus::kCompleted ? "The agent's phone hung up before the lead was dialed"
                                                          : "The agent's phone did not answer (" + word + ")";
      }
      detail = (call.audio == "phone" ? "The agent's phone: " : "The agent's browser: ") + word;
    } else {
      if (!next.provider_sid) {
        next.provider_sid = call_sid;
        // The lead is being dialed: that is the attempt the campaign's limits count.
        if (call.campaign_id && call.lead_id) db::record_lead_attempt(db, *call.campaign_id, *call.lead_id, now / 1000);
      }
      const auto answered_by = twilio_field(request, "AnsweredBy");
      moved = apply_status(next, {status, int_field(request, "CallDuration"),
                                  answered_by.empty() ? std::nullopt : std::optional(answered_by), now});
      if (next.provider_sid != call.provider_sid) moved = true;
      detail = moved ? "" : "Arrived after the call had moved on";
    }
    // The agent leg's reports are the story of that leg: only a lead leg's report can arrive late.
    const bool late = !agent_leg && !moved;
    const std::string key = (agent_leg ? "agent:" : "status:") + call_sid + ":" + (sequence.empty() ? word : sequence);
    const bool is_new = db::add_call_event(db, call.id, key, {agent_leg ? "agent" : "status", word, detail, now, late});
    if (!is_new) return;  // the same report again: nothing changes
    if (moved) save_call_change(tx, bus_, call, next, now);
    // Audio "none": a dialer's call that never reached an agent's ear (a callback dialed for its agent included).
    if (moved && !model::is_final(call.status) && model::is_final(next.status) && next.audio == "none" &&
        !next.disposition_id) {
      ended_unworked = next;
    }
    log_.record(tx, {organization_id, kTwilio, "callback", "success",
                     call_label(call.id) + (agent_leg ? ", the agent's leg: " : ": ") + word +
                         (moved || agent_leg ? "" : " (late; the call had moved on)"),
                     false});
  });
  if (ended_unworked) close_unworked(*ended_unworked);
}

void TwilioCallbacks::answering_machine(const TwilioRequest& request) {
  const auto organization_id =
      verified_organization(request, "answering machine detection", TwilioSubject::call(request.call_id));
  const std::string answered_by = twilio_field(request, "AnsweredBy");
  if (answered_by.empty()) throw DomainError::invalid("validation_error", "An answering machine report needs AnsweredBy");
  const auto now = unix_ms(clock_.now());
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    db::note_callback(db, organization_id, iso8601_utc(clock_.now()));
    const auto call = reported_call(db, organization_id, request);
    auto next = call;
    const bool moved = apply_answered_by(next, answered_by_word(answered_by));
    if (!db::add_call_event(db, call.id, "amd:" + twilio_field(request, "CallSid"), {"amd", answered_by, "", now, !moved})) return;
    if (moved) save_call_change(tx, bus_, call, next, now);
    log_.record(tx, {organization_id, kTwilio, "callback", "success",
                     call_label(call.id) + ": answered by " + answered_by_word(answered_by), false});
  });
}

void TwilioCallbacks::recording(const TwilioRequest& request) {
  const auto organization_id = verified_organization(request, "recording", TwilioSubject::call(request.call_id));
  const std::string recording_sid = twilio_field(request, "RecordingSid");
  const std::string status = twilio_field(request, "RecordingStatus");
  if (recording_sid.empty() || status.empty()) {
    throw DomainError::invalid("validation_error", "A recording report needs RecordingSid and RecordingStatus");
  }
  const auto now = unix_ms(clock_.now());
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    db::note_callback(db, organization_id, iso8601_utc(clock_.now()));
    const auto call = reported_call(db, organization_id, request);
    if (!db::add_call_event(db, call.id, "recording:" + recording_sid + ":" + status, {"recording", status, recording_sid, now, false})) {
      return;
    }
    if (status == "completed") {
      auto next = call;
      next.recording_sid = recording_sid;
      next.recording_seconds = int_field(request, "RecordingDuration");
      save_call_change(tx, bus_, call, next, now);
    }
    log_.record(tx, {organization_id, kTwilio, "callback", "success", call_label(call.id) + ": recording " + status, false});
  });
}

std::string TwilioCallbacks::agent_joins_conference(const TwilioRequest& request) {
  const auto organization_id = verified_organization(request, "voice", {});
  const std::string from = twilio_field(request, "From");
  const std::string prefix = "client:agent-";
  std::int64_t user_id = 0;
  // The agent's phone: named by the address the server gave Twilio (signed). A browser: by its SDK identity.
  const bool phone = request.leg == "conference";
  if (phone) {
    user_id = request.agent_id.value_or(0);
  } else if (from.rfind(prefix, 0) == 0 && from.size() > prefix.size() && from.size() < prefix.size() + 19 &&
             from.find_first_not_of("0123456789", prefix.size()) == std::string::npos) {
    user_id = std::stoll(from.substr(prefix.size()));
  }
  const std::string leg_sid = twilio_field(request, "CallSid");
  const auto now = unix_ms(clock_.now());
  return database_.write([&](db::Transaction& tx) -> std::string {
    SQLite::Database& db = tx;
    db::note_callback(db, organization_id, iso8601_utc(clock_.now()));
    const auto state = db::agent_state(db, organization_id, user_id);
    if (user_id == 0 || state.since == 0 || state.state == model::AgentStatus::kOffline) {
      return say_and_hang_up_twiml("Go ready in a campaign before joining the dialer.");
    }
    // A phone's voicemail must never sit in the conference taking the leads: a person presses 1 first.
    const std::string agent_query = "voice?leg=conference&agent=" + std::to_string(user_id);
    if (phone && !request.confirmed) {
      return press_key_twiml("This is the dialer. Press 1 to start taking calls on this phone.",
                             calls_.twilio_address(agent_query + "&confirmed=1"), "No key was pressed. Goodbye.");
    }
    if (phone && twilio_field(request, "Digits") != "1") return say_and_hang_up_twiml("Goodbye.");
    auto joined = state;
    joined.conference_sid = leg_sid;
    save_agent_move(tx, bus_, state, joined, now);
    log_.record(tx, {organization_id, kTwilio, "callback", "success",
                     "Agent " + std::to_string(user_id) + " joined the dialer's conference" + (phone ? " by phone" : ""), false});
    return agent_conference_twiml(agent_conference_name(organization_id, user_id),
                                  calls_.twilio_address("conference-left?agent=" + std::to_string(user_id)),
                                  phone ? "You are in the dialer. Your calls come to this phone." : "");
  });
}

void TwilioCallbacks::conference_left(const TwilioRequest& request) {
  const auto organization_id = verified_organization(request, "conference", {});
  if (!request.agent_id) throw DomainError::invalid("validation_error", "A conference report names its agent");
  const std::string leg_sid = twilio_field(request, "CallSid");
  const auto now = unix_ms(clock_.now());
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    const auto state = db::agent_state(db, organization_id, *request.agent_id);
    // Only the leg that is there leaves: a late report of an earlier leg changes nothing.
    if (!state.conference_sid || *state.conference_sid != leg_sid) return;
    auto left = state;
    left.conference_sid.reset();
    save_agent_move(tx, bus_, state, left, now);
  });
}

std::string TwilioCallbacks::lead_answered(const TwilioRequest& request) {
  const auto organization_id = verified_organization(request, "voice", TwilioSubject::call(request.call_id));
  const auto now = unix_ms(clock_.now());
  AnsweredLead answer;
  const auto amd = twilio_field(request, "AnsweredBy");
  if (!amd.empty()) answer.answered_by = answered_by_word(amd);
  HandOver outcome;
  std::optional<model::Call> machine_call;
  const auto company = database_.read([&](SQLite::Database& db) { return db::find_organization_name(db, organization_id); });
  answer.company = company.value_or("our company");
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    db::note_callback(db, organization_id, iso8601_utc(clock_.now()));
    const auto call = reported_call(db, organization_id, request);
    if (model::is_final(call.status) || (call.agent_id && call.audio != "none")) {
      outcome.twiml = say_and_hang_up_twiml("This call has already been handled.");
      return;
    }
    if (call.campaign_id) {
      if (const auto row = db::find_campaign(db, organization_id, *call.campaign_id)) {
        const auto settings = campaign_settings_from_json(nlohmann::json::parse(row->settings_json, nullptr, false));
        answer.record = settings.record_calls;
        answer.retry_minutes_after_abandon = settings.retry_minutes.no_answer;
      }
    }
    answer.recording_callback = calls_.callback_url("recording", call.id);
    answer.opt_out_action = calls_.callback_url("opt-out", call.id);
    outcome = hand_over_answer(tx, bus_, call, answer, now);
    if (outcome.machine) {
      machine_call = call;
      machine_call->answered_by = "machine";
    }
    log_.record(tx, {organization_id, kTwilio, "callback", "success",
                     call_label(call.id) + (outcome.machine     ? ": an answering machine; hung up"
                                            : outcome.abandoned ? ": answered with no agent free; abandoned"
                                                                : ": answered; handed to an agent"),
                     false});
  });
  if (machine_call) close_unworked(*machine_call);
  return outcome.twiml;
}

void TwilioCallbacks::close_unworked(const model::Call& call) {
  const auth::Caller dialer{0, call.organization_id, auth::Role::kAdmin, 0};
  std::string code;
  if (call.answered_by == "machine") {
    code = "voicemail";
  } else if (call.status == model::CallStatus::kNoAnswer) {
    code = "no_answer";
  } else if (call.status == model::CallStatus::kBusy) {
    code = "busy";
  }
  try {
    if (!code.empty()) {
      calls_.dispose(dialer, call.id, {std::nullopt, code, "", std::nullopt});
      return;
    }
  } catch (const DomainError& e) {
    // The organization archived that disposition: the call stays without one, the lead still leaves the hopper.
    if (on_refused_) on_refused_("Call " + std::to_string(call.id) + " could not be given " + code + ": " + e.what());
  }
  if (call.campaign_id && call.lead_id) {
    database_.write([&](SQLite::Database& db) { db::remove_from_hopper(db, *call.campaign_id, *call.lead_id); });
  }
}

}  // namespace dialer::domain
