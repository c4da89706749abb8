#include "domain/twilio_callbacks.hpp"

#include <map>
#include <mutex>

#include "auth/twilio_signature.hpp"
#include "db/call_store.hpp"
#include "db/campaign_store.hpp"
#include "db/database.hpp"
#include "db/telephony_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/call_changes.hpp"
#include "domain/call_progress.hpp"
#include "domain/calls.hpp"
#include "domain/campaign_settings.hpp"
#include "domain/domain_error.hpp"
#include "domain/telephony.hpp"
#include "domain/twiml.hpp"

namespace dialer::domain {
namespace {

std::string field(const TwilioRequest& request, const char* name) {
  for (const auto& [key, value] : request.form) {
    if (key == name) return value;
  }
  return "";
}

std::optional<int> int_field(const TwilioRequest& request, const char* name) {
  const std::string text = field(request, name);
  if (text.empty() || text.size() > 9 || text.find_first_not_of("0123456789") != std::string::npos) return std::nullopt;
  return std::stoi(text);
}

std::int64_t unix_ms(Clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
}

std::string call_label(std::int64_t id) { return "Call " + std::to_string(id); }

// The call a report is about: the one the address names, else the one with its SID; in the organization.
model::Call reported_call(SQLite::Database& db, std::int64_t organization_id, const TwilioRequest& request) {
  std::optional<model::Call> call;
  if (request.call_id) {
    call = db::find_call_by_id(db, *request.call_id);
  } else if (const auto sid = field(request, "CallSid"); !sid.empty()) {
    call = db::find_call_by_sid(db, sid);
  }
  if (!call || call->organization_id != organization_id) {
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

std::int64_t TwilioCallbacks::verified_organization(const TwilioRequest& request, const char* what) {
  const std::string account_sid = field(request, "AccountSid");
  const auto accounts = database_.read(
      [&](SQLite::Database& db) { return db::telephony_accounts_with_sid(db, account_sid); });
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
  const auto organization_id = verified_organization(request, "voice");
  std::optional<std::int64_t> call_id = request.call_id;
  if (!call_id) {
    const std::string given = field(request, "callId");  // the Voice SDK's connect parameter
    if (!given.empty() && given.size() < 19 && given.find_first_not_of("0123456789") == std::string::npos) {
      call_id = std::stoll(given);
    }
  }
  if (!call_id) return say_and_hang_up_twiml("This call was not placed from the dashboard.");
  const auto now = unix_ms(clock_.now());
  return database_.write([&](db::Transaction& tx) -> std::string {
    SQLite::Database& db = tx;
    db::note_callback(db, organization_id, iso8601_utc(clock_.now()));
    const auto call = db::find_call_by_id(db, *call_id);
    if (!call || call->organization_id != organization_id) return say_and_hang_up_twiml("This call is not known.");
    if (call->audio == "browser" && field(request, "From") != "client:" + voice_identity(call->agent_id.value_or(0))) {
      return say_and_hang_up_twiml("This call belongs to another agent.");
    }
    if (call->status != "queued") return say_and_hang_up_twiml("This call has already been placed.");
    const std::string agent_sid = field(request, "CallSid");
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
  const auto organization_id = verified_organization(request, "status");
  const std::string call_sid = field(request, "CallSid");
  const std::string status = field(request, "CallStatus");
  if (call_sid.empty() || !is_call_status(status)) {
    throw DomainError::invalid("validation_error", "A status callback needs a CallSid and one of Twilio's CallStatus words");
  }
  const auto sequence = field(request, "SequenceNumber");
  const std::string key = (request.leg == "agent" ? "agent:" : "status:") + call_sid + ":" + (sequence.empty() ? status : sequence);
  const auto now = unix_ms(clock_.now());
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    db::note_callback(db, organization_id, iso8601_utc(clock_.now()));
    const auto call = reported_call(db, organization_id, request);
    auto next = call;
    bool moved = false;
    std::string detail;
    if (request.leg == "agent") {
      // The agent's phone never answered: the lead is not dialed, and the call ends with the agent leg's outcome.
      if (is_final_call_status(status) && call.status == "queued") {
        moved = apply_status(next, {status == "completed" ? "canceled" : status, std::nullopt, std::nullopt, now});
        next.error = "The agent's phone did not answer (" + status + ")";
      }
      detail = "The agent's phone: " + status;
    } else {
      if (!next.provider_sid) next.provider_sid = call_sid;
      const auto answered_by = field(request, "AnsweredBy");
      moved = apply_status(next, {status, int_field(request, "CallDuration"),
                                  answered_by.empty() ? std::nullopt : std::optional(answered_by), now});
      if (next.provider_sid != call.provider_sid) moved = true;
      detail = moved ? "" : "Arrived after the call had moved on";
    }
    // The agent leg's reports are the story of that leg: only a lead leg's report can arrive late.
    const bool late = request.leg != "agent" && !moved;
    const bool is_new = db::add_call_event(db, call.id, key, {request.leg == "agent" ? "agent" : "status", status, detail, now, late});
    if (!is_new) return;  // the same report again: nothing changes
    if (moved) save_call_change(tx, bus_, call, next, now);
    log_.record(tx, {organization_id, kTwilio, "callback", "success",
                     call_label(call.id) + (request.leg == "agent" ? ", the agent's leg: " : ": ") + status +
                         (moved || request.leg == "agent" ? "" : " (late; the call had moved on)"),
                     false});
  });
}

void TwilioCallbacks::answering_machine(const TwilioRequest& request) {
  const auto organization_id = verified_organization(request, "answering machine detection");
  const std::string answered_by = field(request, "AnsweredBy");
  if (answered_by.empty()) throw DomainError::invalid("validation_error", "An answering machine report needs AnsweredBy");
  const auto now = unix_ms(clock_.now());
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    db::note_callback(db, organization_id, iso8601_utc(clock_.now()));
    const auto call = reported_call(db, organization_id, request);
    auto next = call;
    const bool moved = apply_answered_by(next, answered_by_word(answered_by));
    if (!db::add_call_event(db, call.id, "amd:" + field(request, "CallSid"), {"amd", answered_by, "", now, !moved})) return;
    if (moved) save_call_change(tx, bus_, call, next, now);
    log_.record(tx, {organization_id, kTwilio, "callback", "success",
                     call_label(call.id) + ": answered by " + answered_by_word(answered_by), false});
  });
}

void TwilioCallbacks::recording(const TwilioRequest& request) {
  const auto organization_id = verified_organization(request, "recording");
  const std::string recording_sid = field(request, "RecordingSid");
  const std::string status = field(request, "RecordingStatus");
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

}  // namespace dialer::domain
