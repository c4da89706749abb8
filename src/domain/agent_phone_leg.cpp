// CallService's phone leg for an agent of a progressive or power campaign (docs/dialer.md, "Progressive and power
// dialing"): the phone on the agent's profile waits in the agent's conference instead of a browser.
#include "db/account_store.hpp"
#include "db/agent_state_store.hpp"
#include "db/database.hpp"
#include "db/telephony_store.hpp"
#include "db/transaction.hpp"
#include "domain/calls.hpp"
#include "domain/campaigns.hpp"
#include "domain/domain_error.hpp"
#include "domain/integration_log.hpp"
#include "domain/lead_writes.hpp"
#include "domain/twilio_account_client.hpp"
#include "integrations/twilio_client.hpp"
#include "phone/phone_numbers.hpp"

namespace dialer::domain {

std::string CallService::ring_agent_into_conference(const auth::Caller& caller) {
  const auto region = writes_.phone_region(caller.organization_id);
  model::AgentState state;
  std::string agent_phone;
  const auto account = database_.read([&](SQLite::Database& db) {
    state = db::agent_state(db, caller.organization_id, caller.user_id);
    const auto user = db::find_user(db, caller.organization_id, caller.user_id);
    agent_phone = user ? phone::dialable_e164(user->phone, region) : "";
    return connected_account(db, caller.organization_id);
  });
  if (state.state == model::AgentStatus::kOffline || !state.campaign_id) {
    throw DomainError::conflict("not_at_work", "Go ready in a campaign first");
  }
  const auto campaign = campaigns_.get(caller, *state.campaign_id);
  if (campaign.settings.dial_mode == "preview") {
    throw DomainError::conflict("preview_campaign", "The campaign " + campaign.name +
                                                        " is a preview campaign: your phone rings when you call a lead");
  }
  if (state.conference_sid) throw DomainError::conflict("in_conference", "Your audio is in the dialer's conference already");
  if (agent_phone.empty()) {
    throw DomainError::invalid("validation_error", "Your profile has no phone number Twilio can ring",
                               {{"audio", "Add a phone number to your profile, or use the browser"}});
  }
  if (campaign.settings.caller_id.empty()) {
    throw DomainError::conflict("no_caller_id", "Choose the campaign's caller ID before placing calls");
  }
  if (options_.public_url.empty()) {
    throw DomainError::conflict("no_public_url",
                                "Start the server with --public-url so that Twilio can reach it; calls cannot be placed without it");
  }
  integrations::TwilioCallRequest leg;
  leg.to = agent_phone;
  leg.from = campaign.settings.caller_id;
  leg.url = twilio_address("voice?leg=conference&agent=" + std::to_string(caller.user_id));
  leg.timeout_seconds = kRingSeconds;
  const auto failure = place_with_provider(account, options_, leg).failure;
  const std::string who = "Agent " + std::to_string(caller.user_id);
  database_.write([&](db::Transaction& tx) {
    log_.record(tx, {caller.organization_id, kTwilio, "call", failure ? "error" : "success",
                     failure ? who + "'s phone could not be rung for the dialer's conference: " + *failure
                             : who + "'s phone " + agent_phone + " rung for the dialer's conference",
                     false});
  });
  if (failure) throw DomainError::upstream_failed("integration_failed", "Twilio did not ring your phone: " + *failure);
  return agent_phone;
}

void CallService::end_conference_leg(std::int64_t organization_id, const std::string& leg_sid) {
  const auto account = database_.read([&](SQLite::Database& db) { return db::find_telephony_account(db, organization_id); });
  if (!account || account->account_sid.empty() || leg_sid.empty()) return;
  try {
    twilio_client_for(*account, options_).update_call(leg_sid, {{"Status", "completed"}});
  } catch (const integrations::TwilioError&) {
    // Ended already (the browser hung up its own leg, or the agent its phone): nothing is left to end.
  }
}

}  // namespace dialer::domain
