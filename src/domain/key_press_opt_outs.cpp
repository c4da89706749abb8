#include "domain/key_press_opt_outs.hpp"

#include "auth/caller.hpp"
#include "db/account_store.hpp"
#include "db/call_store.hpp"
#include "db/database.hpp"
#include "db/lead_consent_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/do_not_call.hpp"
#include "domain/domain_error.hpp"
#include "domain/twilio_callbacks.hpp"
#include "domain/opt_out_reach.hpp"
#include "domain/twiml.hpp"

namespace dialer::domain {

namespace {

// The key the abandoned-call message names (domain/dialer_answers.cpp).
constexpr const char* kOptOutKey = "9";

}  // namespace

std::string KeyPressOptOuts::key_pressed(const TwilioRequest& request) {
  const auto organization_id =
      callbacks_.verified_organization(request, "opt-out key", TwilioSubject::call(request.call_id));
  if (!request.call_id) throw DomainError::invalid("unknown_call", "The request names no call of this account");
  if (twilio_field(request, "Digits") != kOptOutKey) return say_and_hang_up_twiml("Goodbye.");
  const auto now = clock_.now();
  const auto company =
      database_.read([&](SQLite::Database& db) { return db::find_organization_name(db, organization_id); });
  const bool every_channel = reach_.reaches_all(organization_id);
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    const auto call = db::find_call(db, organization_id, *request.call_id);
    if (!call) throw DomainError::invalid("unknown_call", "The request names no call of this account");
    const std::string detail =
        "Pressed " + std::string(kOptOutKey) + ": " + call->to_number + " is on the do-not-call list";
    // Twilio's retry of the same key: the first one did it all.
    if (!db::add_call_event(db, call->id, "opt-out:" + twilio_field(request, "CallSid"),
                            {"opt_out", "pressed_9", detail, unix_ms(now), false})) {
      return;
    }
    auth::Caller system;
    system.organization_id = organization_id;
    dnc_.add_in(tx, system, call->to_number,
                {0, "Pressed " + std::string(kOptOutKey) + " on call " + std::to_string(call->id), "key_press", ""});
    if (call->lead_id) {
      db::insert_lead_consent(
          db, {0, organization_id, *call->lead_id, "calls", "revoked", "key_press", call->to_number,
               "Pressed " + std::string(kOptOutKey) + " in the message of call " + std::to_string(call->id),
               iso8601_utc(now), {}});
    }
    if (every_channel) {
      reach_.reach(tx, organization_id, call->lead_id, "key_press",
                   "Pressed " + std::string(kOptOutKey) + " on call " + std::to_string(call->id), iso8601_utc(now));
    }
  });
  return say_and_hang_up_twiml("Thank you. " + company.value_or("We") + " will not call this number again. Goodbye.");
}

}  // namespace dialer::domain
