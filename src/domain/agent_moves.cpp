#include "domain/agent_moves.hpp"

#include "db/agent_state_store.hpp"
#include "domain/call_progress.hpp"
#include "domain/domain_error.hpp"
#include "domain/publish_on_commit.hpp"

namespace dialer::domain {

void save_agent_move(db::Transaction& tx, events::EventBus& bus, const model::AgentState& before,
                     model::AgentState after, std::int64_t now_ms) {
  const bool changed = before.state != after.state || before.campaign_id != after.campaign_id ||
                       before.pause_reason != after.pause_reason || before.call_id != after.call_id ||
                       before.conference_sid != after.conference_sid;
  if (!model::agent_may_move(before.state, after.state)) {
    throw DomainError::conflict("state_move_refused", "An agent cannot go from " + std::string(model::to_text(before.state)) +
                                                          " to " + std::string(model::to_text(after.state)));
  }
  if (changed) after.since = now_ms;
  after.heartbeat_at = now_ms;
  SQLite::Database& db = tx;
  db::save_agent_state(db, after, changed);
  if (changed) {
    publish_on_commit(tx, bus, events::AgentStateChanged{after.organization_id, after.user_id, std::string(model::to_text(after.state)),
                                                         after.campaign_id.value_or(0), after.pause_reason.value_or(""),
                                                         after.since});
  }
}

void agent_waits_again(db::Transaction& tx, events::EventBus& bus, const model::AgentState& state, std::int64_t now_ms) {
  auto waiting = state;
  waiting.state = model::AgentStatus::kReady;
  waiting.call_id.reset();
  waiting.lead_id.reset();
  save_agent_move(tx, bus, state, waiting, now_ms);
}

void agent_follows_call(db::Transaction& tx, events::EventBus& bus, const model::Call* before, const model::Call& after,
                        std::int64_t now_ms) {
  if (!after.agent_id) return;
  SQLite::Database& db = tx;
  const auto state = db::agent_state(db, after.organization_id, *after.agent_id);
  auto moved = state;
  if (!before) {
    if (state.state == model::AgentStatus::kOffline) return;  // a call placed by hand outside a working day
    moved.state = model::AgentStatus::kOnCall;
    moved.call_id = after.id;
    moved.lead_id = after.lead_id;
    moved.pause_reason.reset();
    if (after.campaign_id) moved.campaign_id = after.campaign_id;
  } else if (!model::is_final(before->status) && model::is_final(after.status)) {
    if (state.call_id != after.id || (state.state != model::AgentStatus::kOnCall && state.state != model::AgentStatus::kReserved)) return;
    // Twilio could not place it (refused, or a number that cannot be called): the lead never rang, so there is
    // nothing to wrap up and no disposition to give; the agent waits again, the call keeps why.
    if (after.status == model::CallStatus::kFailed) return agent_waits_again(tx, bus, state, now_ms);
    moved.state = model::AgentStatus::kWrapUp;
  } else {
    return;
  }
  save_agent_move(tx, bus, state, moved, now_ms);
}

}  // namespace dialer::domain
