// CallService::dispose: a call's outcome, written with everything it changes (docs/dialer.md, "Dispositions").
#include "db/agent_state_store.hpp"
#include "db/cadence_store.hpp"
#include "db/call_store.hpp"
#include "db/callback_store.hpp"
#include "db/campaign_store.hpp"
#include "db/database.hpp"
#include "db/disposition_store.hpp"
#include "db/hopper_store.hpp"
#include "db/lead_dialing_store.hpp"
#include "db/lead_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/cadences.hpp"
#include "domain/call_changes.hpp"
#include "domain/calls.hpp"
#include "domain/campaign_settings.hpp"
#include "domain/do_not_call.hpp"
#include "domain/domain_error.hpp"
#include "domain/lead_writes.hpp"
#include "domain/opt_out_reach.hpp"

namespace dialer::domain {
namespace {

constexpr std::size_t kMaxNotes = 2000;

model::Disposition chosen_disposition(SQLite::Database& db, std::int64_t organization_id, const CallOutcome& outcome) {
  std::optional<model::Disposition> found;
  if (outcome.disposition_id) {
    found = db::find_disposition(db, organization_id, *outcome.disposition_id);
  } else {
    for (auto& d : db::list_dispositions(db, organization_id)) {
      if (d.code == outcome.code) found = std::move(d);
    }
  }
  if (!found || !found->fields.active) {
    throw DomainError::invalid("validation_error", "Choose one of the organization's dispositions",
                               {{"dispositionId", "Choose one of the organization's dispositions"}});
  }
  return *found;
}

// Minutes before the lead is tried again after this outcome; none: no wait of its own.
std::optional<int> retry_minutes(const model::CampaignSettings& settings, const model::Disposition& d) {
  if (d.code == "no_answer") return settings.retry_minutes.no_answer;
  if (d.code == "busy") return settings.retry_minutes.busy;
  if (d.fields.machine) return settings.retry_minutes.voicemail;
  return std::nullopt;
}

}  // namespace

model::Call CallService::dispose(const auth::Caller& caller, std::int64_t call_id, const CallOutcome& outcome) {
  if (outcome.notes.size() > kMaxNotes) {
    throw DomainError::invalid("validation_error", "Notes can be at most 2,000 characters", {{"notes", "At most 2,000 characters"}});
  }
  const auto call = visible_call(caller, call_id);
  if (call.status == model::CallStatus::kFailed) {
    throw DomainError::conflict("call_failed", "The call never reached the lead: Twilio could not place it, so it takes no disposition");
  }
  // Read and checked before the write: a callback's time is checked in the lead's own window.
  model::Disposition disposition;
  std::optional<model::Lead> lead;
  std::optional<db::CampaignRow> campaign;
  database_.read([&](SQLite::Database& db) {
    disposition = chosen_disposition(db, caller.organization_id, outcome);
    if (call.lead_id) lead = db::find_lead(db, caller.organization_id, *call.lead_id);
    if (call.campaign_id) campaign = db::find_campaign(db, caller.organization_id, *call.campaign_id);
  });
  // "Agent lost" is the system's to give.
  if (disposition.system && caller.user_id != 0) {
    throw DomainError::invalid("validation_error", "Choose one of the organization's dispositions",
                               {{"dispositionId", "This one is given by the system"}});
  }
  if (!disposition.fields.callback && outcome.callback) {
    throw DomainError::invalid("validation_error", "Only a callback disposition schedules a callback",
                               {{"callback", "Choose a callback disposition"}});
  }
  std::optional<model::Callback> promised;
  if (disposition.fields.callback) {
    if (!lead || !campaign) {
      throw DomainError::invalid("validation_error", "This call has no lead and campaign to call back",
                                 {{"callback", "No lead to call back"}});
    }
    const auto settings = campaign_settings_from_json(nlohmann::json::parse(campaign->settings_json, nullptr, false));
    promised = callbacks_.plan(caller, *lead, *call.campaign_id, settings, outcome.callback.value_or(CallbackRequest{}));
    promised->call_id = call_id;
  }
  const auto now = unix_ms(clock_.now());
  const bool every_channel = disposition.fields.do_not_call && reach_.reaches_all(caller.organization_id);
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    const auto before = db::find_call(db, caller.organization_id, call_id).value();
    auto after = before;
    after.disposition_id = disposition.id;
    after.disposition_code = disposition.code;
    after.contact = disposition.fields.contact;
    after.conversion = disposition.fields.conversion;
    after.notes = outcome.notes;
    db::add_call_event(db, call_id, "disposition:" + std::to_string(now) + ":" + disposition.code,
                       {"disposition", disposition.code, disposition.fields.label, now, false});
    save_call_change(tx, bus_, before, after, now);

    std::optional<std::int64_t> enroll_in;  // the cadence the campaign enrolls the lead in for this outcome
    if (before.campaign_id && before.lead_id) {
      model::CampaignSettings settings;
      if (const auto row = db::find_campaign(db, caller.organization_id, *before.campaign_id)) {
        settings = campaign_settings_from_json(nlohmann::json::parse(row->settings_json, nullptr, false));
      }
      std::optional<std::int64_t> next;
      if (const auto minutes = retry_minutes(settings, disposition)) next = now / 1000 + std::int64_t{*minutes} * 60;
      // The lead was called: the callback it was promised is kept; a new promise holds it until its time.
      db::end_open_callbacks(db, *before.campaign_id, *before.lead_id, now);
      if (promised) {
        db::insert_callback(db, *promised);
        next = promised->due_at / 1000;
      }
      db::record_lead_outcome(db, *before.campaign_id, *before.lead_id, disposition.code, next);
      for (const auto& rule : settings.disposition_cadences) {
        if (rule.disposition_id == disposition.id) enroll_in = rule.cadence_id;
      }
      // The lead is done for now in this campaign: its reservation (and place) in the hopper goes.
      db::remove_from_hopper(db, *before.campaign_id, *before.lead_id);
    }
    if (before.lead_id) {
      if (const auto current = db::find_lead(db, caller.organization_id, *before.lead_id)) {
        if (disposition.fields.lead_status && *disposition.fields.lead_status != current->fields.status) {
          auto fields = current->fields;
          fields.status = *disposition.fields.lead_status;
          writes_.begin(tx, caller.organization_id, LeadOrigin::kApi, caller.user_id).update(*current, fields);
        }
      }
    }
    if (disposition.fields.do_not_call && !before.to_number.empty()) {
      dnc_.add_in(tx, caller, before.to_number,
                  {0, "Do Not Call disposition on call " + std::to_string(call_id), "disposition", ""});
    }
    if (every_channel) {
      reach_.reach(tx, caller.organization_id, before.lead_id, "disposition",
                   "Do Not Call disposition on call " + std::to_string(call_id), iso8601_utc(clock_.now()));
    }
    // A final outcome (a sale, not interested, do not call) ends the lead's cadences too.
    if (before.lead_id && (disposition.fields.final || disposition.fields.do_not_call)) {
      db::stop_enrollments_of_lead(db, caller.organization_id, *before.lead_id,
                                   disposition.fields.do_not_call ? "dnc" : "disposition", iso8601_utc(clock_.now()));
    }
    // After the stop above: a final outcome may still start a cadence of its own ("Sale — enroll in Onboarding").
    // A cadence archived since the campaign was set is passed over; Do Not Call enrolls nobody.
    if (enroll_in && !disposition.fields.do_not_call) {
      cadences_.enroll_by_setting(tx, caller.organization_id, *enroll_in, {*before.lead_id});
    }
  });
  return detail(caller, call_id).call;
}

int CallService::give_lost_calls_their_disposition() {
  const auto now = unix_ms(clock_.now());
  const auto cutoff = now - std::chrono::duration_cast<std::chrono::milliseconds>(kAgentLostAfter).count();
  const auto ended = database_.read([&](SQLite::Database& db) { return db::undisposed_calls_ended_before(db, cutoff); });
  int given = 0;
  for (const auto id : ended) {
    const auto call = database_.read([&](SQLite::Database& db) { return db::find_call_by_id(db, id); });
    if (!call || !call->agent_id) continue;
    const auto agent = database_.read(
        [&](SQLite::Database& db) { return db::agent_state(db, call->organization_id, *call->agent_id); });
    // Still in its wrap-up (the agent is there: the heartbeat sweep takes a silent one offline first).
    if (agent.call_id == id && (agent.state == model::AgentStatus::kWrapUp || agent.state == model::AgentStatus::kOnCall)) continue;
    const auth::Caller system{0, call->organization_id, auth::Role::kAdmin, 0};
    try {
      dispose(system, id, {std::nullopt, "agent_lost", "", std::nullopt});
      ++given;
    } catch (const DomainError&) {
      // The organization archived "Agent lost": the call stays as it is, and shows without a disposition.
    }
  }
  return given;
}

}  // namespace dialer::domain
