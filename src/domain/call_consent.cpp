// CallService::record_consent: consent a lead gives the agent on a call, kept in the lead's ledger with the call
// and the agent's name (docs/api.md, "Consent").
#include "db/account_store.hpp"
#include "db/database.hpp"
#include "db/lead_consent_store.hpp"
#include "db/lead_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/calls.hpp"
#include "domain/consent_ledger.hpp"
#include "domain/domain_error.hpp"

namespace dialer::domain {

std::vector<model::LeadConsent> CallService::record_consent(const auth::Caller& caller, std::int64_t call_id,
                                                           const ConsentGiven& given) {
  if (!given.any()) {
    throw DomainError::invalid("validation_error", "Say what the lead agreed to: texts, e-mails or both",
                               {{"channels", "sms, email or both"}});
  }
  const auto call = visible_call(caller, call_id);
  if (call.agent_id != caller.user_id) {
    throw DomainError::conflict("not_your_call", "Only the agent who spoke with the lead can record its consent");
  }
  if (!call.answered_at || !call.lead_id) {
    throw DomainError::conflict("call_not_answered", "Consent is recorded on a call the lead answered");
  }
  return database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    const auto lead = db::find_lead(db, caller.organization_id, *call.lead_id);
    if (!lead) throw DomainError::not_found("Lead not found");
    if (given.sms && lead->fields.phone_e164.empty()) {
      throw DomainError::invalid("validation_error", "The lead has no number that can receive texts",
                                 {{"channels", "no valid phone number"}});
    }
    if (given.email && lead->fields.email.empty()) {
      throw DomainError::invalid("validation_error", "The lead has no e-mail address", {{"channels", "no e-mail address"}});
    }
    const auto agent = db::find_user(db, caller.organization_id, caller.user_id);
    const std::string who = agent ? agent->first_name + " " + agent->last_name : "the agent";
    record_consent_given(db, caller.organization_id, lead->id, lead->fields, given, "agent",
                         "Told " + who + " on call " + std::to_string(call_id), iso8601_utc(clock_.now()));
    return db::lead_consents(db, caller.organization_id, lead->id);
  });
}

}  // namespace dialer::domain
