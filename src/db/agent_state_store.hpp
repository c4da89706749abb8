#pragma once
// SQL for agents' states, pause reasons and the time spent in each state (migration 0031).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/agent_state.hpp"

namespace dialer::db {

// The agent's current state (offline, since 0, when it never had one).
model::AgentState agent_state(SQLite::Database& db, std::int64_t organization_id, std::int64_t user_id);
// Every agent of the organization with its state, by name.
std::vector<model::AgentState> agent_states(SQLite::Database& db, std::int64_t organization_id);
// Writes the state and, when it changed, closes the log's open row and opens a new one at `state.since`.
void save_agent_state(SQLite::Database& db, const model::AgentState& state, bool changed);
void touch_agent_heartbeat(SQLite::Database& db, std::int64_t user_id, std::int64_t at);
// Agents not offline whose last heartbeat is before `before`.
std::vector<model::AgentState> agents_silent_since(SQLite::Database& db, std::int64_t before);

// Every agent in wrap-up, over all organizations.
std::vector<model::AgentState> agents_in_wrap_up(SQLite::Database& db);

// The agent of the campaign ready the longest and waiting in its conference; none when nobody waits.
std::optional<model::AgentState> longest_waiting_agent(SQLite::Database& db, std::int64_t campaign_id);
// How many agents of the campaign are ready and waiting in their conference.
int agents_waiting_in_conference(SQLite::Database& db, std::int64_t campaign_id);
// Agents at work in the campaign now: ready, holding a lead, on a call or wrapping up (not paused).
int agents_at_work_in(SQLite::Database& db, std::int64_t campaign_id);

// Seconds each agent of the organization (or only `user_id`) spent in each state between `from_ms` and `to_ms`
// (Unix milliseconds; the state it is in now counts up to `now_ms`). States begun more than 12 hours before
// `from_ms` are not looked at.
struct StateSeconds {
  std::int64_t user_id = 0;
  std::string state;
  std::int64_t seconds = 0;
};
std::vector<StateSeconds> state_seconds(SQLite::Database& db, std::int64_t organization_id, std::optional<std::int64_t> user_id,
                                        std::int64_t from_ms, std::int64_t to_ms, std::int64_t now_ms);

std::vector<model::PauseReason> pause_reasons(SQLite::Database& db, std::int64_t organization_id);

}  // namespace dialer::db
