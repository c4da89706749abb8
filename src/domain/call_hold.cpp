// CallService's hold (docs/dialer.md, "Progressive and power dialing"): the lead of a call the dialer connected to
// an agent is a participant of the agent's own conference, and Twilio holds a participant with music.
#include "db/call_store.hpp"
#include "db/database.hpp"
#include "db/transaction.hpp"
#include "domain/call_changes.hpp"
#include "domain/call_progress.hpp"
#include "domain/calls.hpp"
#include "domain/dialer_answers.hpp"
#include "domain/domain_error.hpp"
#include "domain/twilio_account_client.hpp"
#include "integrations/twilio_client.hpp"

namespace dialer::domain {

model::Call CallService::hold(const auth::Caller& caller, std::int64_t call_id, bool hold) {
  const auto call = visible_call(caller, call_id);
  if (call.agent_id != caller.user_id) {
    throw DomainError::conflict("not_your_call", "Only the agent on the call can put it on hold");
  }
  if (model::is_final(call.status) || !call.answered_at) {
    throw DomainError::conflict("call_not_live", "Hold works while the lead is on the line");
  }
  if (!call.in_conference || !call.provider_sid) {
    throw DomainError::conflict("hold_unavailable",
                                "This call cannot be put on hold: only calls the dialer connects to you can; mute instead");
  }
  if (call.on_hold == hold) return call;
  const auto account = database_.read([&](SQLite::Database& db) { return connected_account(db, caller.organization_id); });
  auto client = twilio_client_for(account, options_);
  try {
    const auto conference = client.conference_in_progress(agent_conference_name(call.organization_id, caller.user_id));
    if (!conference) throw DomainError::conflict("call_not_live", "Your conference has ended: the lead is no longer on the line");
    client.hold_participant(*conference, *call.provider_sid, hold);
  } catch (const integrations::TwilioError& e) {
    throw DomainError::upstream_failed("integration_failed",
                                       std::string(hold ? "Twilio did not put the call on hold: " : "Twilio did not take the call off hold: ") +
                                           e.what());
  }
  const auto now = unix_ms(clock_.now());
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    const auto before = db::find_call_by_id(db, call.id).value();
    auto after = before;
    after.on_hold = hold;
    db::add_call_event(db, call.id, "hold:" + std::to_string(now) + (hold ? ":on" : ":off"),
                       {"hold", hold ? "held" : "resumed", hold ? "Put on hold by the agent" : "Taken off hold", now, false});
    save_call_change(tx, bus_, before, after, now);
  });
  return detail(caller, call.id).call;
}

}  // namespace dialer::domain
