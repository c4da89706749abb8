#include "domain/agent_states.hpp"

#include <algorithm>

#include "db/agent_state_store.hpp"
#include "db/call_store.hpp"
#include "db/database.hpp"
#include "db/hopper_store.hpp"
#include "db/transaction.hpp"
#include "domain/agent_moves.hpp"
#include "domain/calls.hpp"
#include "domain/campaigns.hpp"
#include "domain/domain_error.hpp"

namespace dialer::domain {
namespace {

// An agent going offline: a lead held for it goes back to the hopper, in its place, and its browser leaves the
// dialer's conference with it.
void leave_work(SQLite::Database& db, model::AgentState& after) {
  db::release_reservations_of(db, after.user_id);
  after.lead_id.reset();
  after.conference_sid.reset();
}

}  // namespace

bool AgentStates::disposed(const model::AgentState& state) {
  if (!state.call_id) return true;
  const auto call = database_.read([&](SQLite::Database& db) { return db::find_call_by_id(db, *state.call_id); });
  return !call || call->disposition_id.has_value();
}

model::AgentState AgentStates::current(const auth::Caller& caller) {
  return database_.read([&](SQLite::Database& db) { return db::agent_state(db, caller.organization_id, caller.user_id); });
}

std::vector<model::AgentState> AgentStates::all(const auth::Caller& caller) {
  return database_.read([&](SQLite::Database& db) { return db::agent_states(db, caller.organization_id); });
}

std::vector<model::PauseReason> AgentStates::pause_reasons(const auth::Caller& caller) {
  return database_.read([&](SQLite::Database& db) { return db::pause_reasons(db, caller.organization_id); });
}

std::vector<AgentStates::WorkableCampaign> AgentStates::workable_campaigns(const auth::Caller& caller) {
  std::vector<WorkableCampaign> out;
  for (const auto& c : campaigns_.list(caller)) {
    const bool assigned = std::find(c.agent_ids.begin(), c.agent_ids.end(), caller.user_id) != c.agent_ids.end();
    if (assigned && c.status == model::CampaignStatus::kActive) out.push_back({c.id, c.name, c.settings.dial_mode});
  }
  return out;
}

model::AgentState AgentStates::change(const auth::Caller& caller, const StateChange& change) {
  const auto before = current(caller);
  auto after = before;
  after.pause_reason.reset();
  const auto wanted = model::agent_status_from_text(change.state);
  if (wanted == model::AgentStatus::kReady) {
    const auto campaign_id = change.campaign_id ? change.campaign_id : before.campaign_id;
    if (!campaign_id) {
      throw DomainError::invalid("validation_error", "Choose the campaign to work", {{"campaignId", "Choose a campaign"}});
    }
    const auto campaign = campaigns_.get(caller, *campaign_id);
    if (std::find(campaign.agent_ids.begin(), campaign.agent_ids.end(), caller.user_id) == campaign.agent_ids.end()) {
      throw DomainError::forbidden("not_assigned", "You are not assigned to the campaign " + campaign.name);
    }
    if (campaign.status != model::CampaignStatus::kActive) {
      throw DomainError::conflict("campaign_not_active", "The campaign " + campaign.name + " is not running");
    }
    after.campaign_id = campaign.id;
  } else if (wanted == model::AgentStatus::kPaused) {
    const auto reasons = pause_reasons(caller);
    const auto chosen = std::find_if(reasons.begin(), reasons.end(),
                                     [&](const model::PauseReason& r) { return r.active && r.label == change.reason; });
    if (chosen == reasons.end()) {
      std::string names;
      for (const auto& r : reasons) {
        if (r.active) names += (names.empty() ? "" : ", ") + r.label;
      }
      throw DomainError::invalid("validation_error", "Choose one of the pause reasons: " + names,
                                 {{"reason", "Choose one of the pause reasons"}});
    }
    after.pause_reason = chosen->label;
  } else if (wanted == model::AgentStatus::kOffline) {
    after.campaign_id.reset();
  } else {
    throw DomainError::invalid("validation_error", "state must be ready, paused or offline",
                               {{"state", "Choose ready, paused or offline"}});
  }
  if (model::on_a_call(before.state)) {
    throw DomainError::conflict("call_in_progress", "Finish the call before changing your state");
  }
  if (before.state == model::AgentStatus::kWrapUp && before.call_id && !disposed(before)) {
    throw DomainError::conflict("disposition_required", "Give the call its disposition first");
  }
  after.state = *wanted;
  after.call_id.reset();
  after.lead_id.reset();
  return write(before, after);
}

void AgentStates::signed_out(const auth::Caller& caller) {
  const auto before = current(caller);
  if (before.state == model::AgentStatus::kOffline || model::on_a_call(before.state)) return;
  auto after = before;
  after.state = model::AgentStatus::kOffline;
  after.campaign_id.reset();
  after.pause_reason.reset();
  write(before, after);
}

void AgentStates::heartbeat(const auth::Caller& caller) {
  const auto now = unix_ms(clock_.now());
  database_.write([&](db::Transaction& tx) { db::touch_agent_heartbeat(tx, caller.user_id, now); });
}

model::AgentState AgentStates::write(const model::AgentState& before, model::AgentState after) {
  const auto now = unix_ms(clock_.now());
  std::optional<std::string> left;
  database_.write([&](db::Transaction& tx) {
    if (after.state == model::AgentStatus::kOffline) {
      left = after.conference_sid;
      leave_work(tx, after);
    }
    save_agent_move(tx, bus_, before, after, now);
  });
  if (left) calls_.end_conference_leg(after.organization_id, *left);
  return database_.read([&](SQLite::Database& db) { return db::agent_state(db, after.organization_id, after.user_id); });
}

std::map<std::int64_t, std::map<std::string, std::int64_t>> AgentStates::time_in_states(const auth::Caller& caller,
                                                                                         std::int64_t from_ms,
                                                                                         std::int64_t to_ms, bool only_me) {
  constexpr std::int64_t kLongestRange = 31LL * 24 * 3600 * 1000;
  if (to_ms <= from_ms || to_ms - from_ms > kLongestRange) {
    throw DomainError::invalid("validation_error", "to must be after from, at most 31 days later", {{"to", "After from"}});
  }
  const auto now = unix_ms(clock_.now());
  const auto rows = database_.read([&](SQLite::Database& db) {
    return db::state_seconds(db, caller.organization_id, only_me ? std::optional(caller.user_id) : std::nullopt, from_ms,
                             to_ms, now);
  });
  std::map<std::int64_t, std::map<std::string, std::int64_t>> out;
  for (const auto& row : rows) out[row.user_id][row.state] += std::max<std::int64_t>(0, row.seconds);
  return out;
}

int AgentStates::end_silent() {
  const auto now = unix_ms(clock_.now());
  const auto cutoff = now - std::chrono::duration_cast<std::chrono::milliseconds>(kHeartbeatTimeout).count();
  const auto silent = database_.read([&](SQLite::Database& db) { return db::agents_silent_since(db, cutoff); });
  int ended = 0;
  for (const auto& seen : silent) {
    std::optional<std::string> left;
    database_.write([&](db::Transaction& tx) {
      SQLite::Database& db = tx;
      // Read again in the write: an agent that went ready (or said it is there) since is not silent any more.
      const auto before = db::agent_state(db, seen.organization_id, seen.user_id);
      // An agent on a call keeps it: the call's own end (or the stale-call sweep) closes it.
      if (before.state == model::AgentStatus::kOffline || before.state == model::AgentStatus::kOnCall || before.heartbeat_at >= cutoff) return;
      auto after = before;
      after.state = model::AgentStatus::kOffline;
      after.campaign_id.reset();
      after.pause_reason.reset();
      left = after.conference_sid;
      leave_work(db, after);
      save_agent_move(tx, bus_, before, after, now);
      ++ended;
    });
    if (left) calls_.end_conference_leg(seen.organization_id, *left);
  }
  return ended;
}

}  // namespace dialer::domain
