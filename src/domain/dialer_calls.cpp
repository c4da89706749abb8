// CallService's calls for the dialer of a progressive or power campaign (docs/dialer.md, "Progressive and power
// dialing"): placed straight to the lead with no agent yet; handed to an agent only once a person answers.
#include "db/agent_state_store.hpp"
#include "db/call_store.hpp"
#include "db/database.hpp"
#include "db/hopper_store.hpp"
#include "db/lead_dialing_store.hpp"
#include "db/lead_store.hpp"
#include "db/telephony_store.hpp"
#include "db/transaction.hpp"
#include "domain/agent_moves.hpp"
#include "domain/call_changes.hpp"
#include "domain/call_checks.hpp"
#include "domain/call_progress.hpp"
#include "domain/calls.hpp"
#include "domain/campaign_eligibility.hpp"
#include "domain/publish_on_commit.hpp"
#include "domain/twilio_account_client.hpp"
#include "integrations/twilio_client.hpp"

namespace dialer::domain {

std::optional<model::Call> CallService::dial_for_campaign(std::int64_t organization_id, const model::Campaign& campaign,
                                                          std::int64_t lead_id, std::optional<std::int64_t> for_agent) {
  // Who holds the lead's hopper entry: the dialer, or the agent a mine-only callback is for.
  const std::int64_t holder = for_agent.value_or(0);
  const auto lead = database_.read([&](SQLite::Database& db) { return db::find_lead(db, organization_id, lead_id); });
  const auto account = database_.read([&](SQLite::Database& db) { return db::find_telephony_account(db, organization_id); });
  const auto give_back = [&] {
    database_.write([&](SQLite::Database& db) { db::release_hopper_entry(db, campaign.id, lead_id, holder); });
  };
  if (!lead || !account || account->account_sid.empty() || options_.public_url.empty()) {
    give_back();
    return std::nullopt;
  }
  // Checked again now: the hopper's claim checked it, but a number may have been listed meanwhile.
  const auto eligibility = eligibility_.check(campaign, *lead);
  // The reservation made for this call, in this campaign, is what "held" means here.
  bool held_for_call = false;
  if (eligibility.reason == "in_call") {
    const auto reservation =
        database_.read([&](SQLite::Database& db) { return db::lead_reservation(db, organization_id, lead_id); });
    held_for_call = reservation && reservation->agent_id == holder && reservation->campaign_id == campaign.id;
  }
  if ((eligibility.reason != "eligible" && !held_for_call) || eligibility.caller_id.empty()) {
    give_back();
    return std::nullopt;
  }
  const auto now = unix_ms(clock_.now());
  model::Call call;
  call.organization_id = organization_id;
  call.campaign_id = campaign.id;
  call.lead_id = lead_id;
  call.audio = "none";
  call.from_number = eligibility.caller_id;
  call.to_number = lead->fields.phone_e164;
  call.created_at = now;
  call.updated_at = now;
  const bool placed = database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    if (db::lead_on_live_call(db, lead_id)) return false;
    if (for_agent) {
      // Read again inside the write: the agent may have paused or left its conference since the pass looked.
      const auto agent = db::agent_state(db, organization_id, *for_agent);
      if (agent.state != model::AgentStatus::kReady || agent.campaign_id != campaign.id || !agent.conference_sid) return false;
      call.agent_id = for_agent;
    }
    call.id = db::insert_call(db, call);
    record_call_check(db, call, eligibility.evidence, now);
    db::add_call_event(db, call.id, "placed",
                       {"placed", "queued",
                        for_agent ? "A callback dialed by the " + campaign.settings.dial_mode + " dialer for its agent"
                                  : "Dialed by the " + campaign.settings.dial_mode + " dialer",
                        now, false});
    db::add_call_counts(db, organization_id, call.from_number, call_contribution(call));
    publish_on_commit(tx, bus_, events::CallChanged{organization_id, call.id, holder, lead_id, std::string(model::to_text(call.status))});
    agent_follows_call(tx, bus_, nullptr, call, now);
    return true;
  });
  if (!placed) {
    give_back();
    return std::nullopt;
  }

  integrations::TwilioCallRequest request;
  request.to = call.to_number;
  request.from = call.from_number;
  request.url = callback_url("voice", call.id, "lead");
  request.status_callback = callback_url("status", call.id);
  request.timeout_seconds = kRingSeconds;
  request.machine_detection = campaign.settings.machine_detection;
  request.async_amd = false;
  const auto placed_leg = place_with_provider(*account, options_, request);
  const auto& failure = placed_leg.failure;
  const bool refused_as_made = placed_leg.refused_as_made;  // refused again if asked again: the lead waits instead
  const auto at = unix_ms(clock_.now());
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    const auto before = db::find_call_by_id(db, call.id).value();
    auto after = before;
    if (failure) {
      mark_refused_by_provider(db, after, *failure, at);
      if (refused_as_made) {
        // Twilio refused this number (21215: a country the account may not call; an invalid number …). The lead was
        // not called, so no attempt counts, but it waits its no-answer delay rather than being placed again and
        // refused again every second.
        db::remove_from_hopper(db, campaign.id, lead_id);
        db::record_lead_outcome(db, campaign.id, lead_id, "failed",
                                at / 1000 + std::int64_t{campaign.settings.retry_minutes.no_answer} * 60);
      } else {
        db::release_hopper_entry(db, campaign.id, lead_id, holder);
      }
    } else if (!before.provider_sid) {
      after.provider_sid = *placed_leg.sid;
      // The lead is being dialed: that is the attempt the campaign's limits count. Twilio may have reported the
      // call before answering the request that placed it; that report took the SID and counted the attempt.
      db::record_lead_attempt(db, campaign.id, lead_id, at / 1000);
    }
    // A call that never rang needs no disposition: its agent waits again (domain/agent_moves.hpp).
    save_call_change(tx, bus_, before, after, at);
    call = after;
  });
  return call;
}

}  // namespace dialer::domain
