#include "db/agent_state_store.hpp"

#include <stdexcept>

#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

constexpr const char* kAgentStateColumns =
    "SELECT u.id, u.organization_id, coalesce(s.state, 'offline'), s.campaign_id, s.pause_reason, s.call_id, "
    "coalesce(s.since, 0), coalesce(s.heartbeat_at, 0), trim(u.first_name || ' ' || u.last_name), coalesce(c.name, "
    "''), "
    "s.lead_id, coalesce(l.name, ''), s.conference_sid "
    "FROM users u LEFT JOIN agent_states s ON s.user_id = u.id AND s.organization_id = u.organization_id "
    "LEFT JOIN campaigns c ON c.id = s.campaign_id AND c.organization_id = u.organization_id "
    "LEFT JOIN leads l ON l.id = s.lead_id AND l.organization_id = u.organization_id ";

// Migration 0031's CHECK keeps the column to the known words.
model::AgentStatus agent_status_named(const std::string& word) {
  const auto status = model::agent_status_from_text(word);
  if (!status) throw std::runtime_error("an agent's state is an unknown word: " + word);
  return *status;
}

model::AgentState state_from(SQLite::Statement& s) {
  model::AgentState a;
  a.user_id = s.getColumn(0).getInt64();
  a.organization_id = s.getColumn(1).getInt64();
  a.state = agent_status_named(s.getColumn(2).getString());
  a.campaign_id = optional_int64(s.getColumn(3));
  a.pause_reason = optional_text(s.getColumn(4));
  a.call_id = optional_int64(s.getColumn(5));
  a.since = s.getColumn(6).getInt64();
  a.heartbeat_at = s.getColumn(7).getInt64();
  a.agent_name = s.getColumn(8).getString();
  a.campaign_name = s.getColumn(9).getString();
  a.lead_id = optional_int64(s.getColumn(10));
  a.lead_name = s.getColumn(11).getString();
  a.conference_sid = optional_text(s.getColumn(12));
  return a;
}

}  // namespace

model::AgentState agent_state(SQLite::Database& db, std::int64_t organization_id, std::int64_t user_id) {
  Prepared s(db, std::string(kAgentStateColumns) + "WHERE u.id = ? AND u.organization_id = ?");
  s.bind(1, user_id);
  s.bind(2, organization_id);
  if (s.executeStep()) return state_from(s);
  model::AgentState none;
  none.user_id = user_id;
  none.organization_id = organization_id;
  return none;
}

std::vector<model::AgentState> agent_states(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, std::string(kAgentStateColumns) +
                     "WHERE u.organization_id = ? AND u.active = 1 "
                     "ORDER BY u.first_name, u.last_name, u.id");
  s.bind(1, organization_id);
  std::vector<model::AgentState> out;
  while (s.executeStep()) out.push_back(state_from(s));
  return out;
}

void save_agent_state(SQLite::Database& db, const model::AgentState& a, bool changed) {
  Prepared s(db,
             "INSERT INTO agent_states (user_id, organization_id, state, campaign_id, pause_reason, call_id, "
             "since, heartbeat_at, lead_id, conference_sid) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
             "ON CONFLICT (user_id) DO UPDATE SET "
             "state = excluded.state, campaign_id = excluded.campaign_id, pause_reason = excluded.pause_reason, "
             "call_id = excluded.call_id, since = excluded.since, heartbeat_at = excluded.heartbeat_at, "
             "lead_id = excluded.lead_id, conference_sid = excluded.conference_sid");
  s.bind(1, a.user_id);
  s.bind(2, a.organization_id);
  s.bind(3, std::string(model::to_text(a.state)));
  bind_optional(s, 4, a.campaign_id);
  bind_optional(s, 5, a.pause_reason);
  bind_optional(s, 6, a.call_id);
  s.bind(7, a.since);
  s.bind(8, a.heartbeat_at);
  bind_optional(s, 9, a.lead_id);
  bind_optional(s, 10, a.conference_sid);
  s.exec();
  if (!changed) return;
  Prepared close(db, "UPDATE agent_state_log SET ended_at = ? WHERE user_id = ? AND ended_at IS NULL");
  close.bind(1, a.since);
  close.bind(2, a.user_id);
  close.exec();
  if (a.state == model::AgentStatus::kOffline) return;
  Prepared open(db,
                "INSERT INTO agent_state_log (organization_id, user_id, state, campaign_id, pause_reason, "
                "started_at) VALUES (?, ?, ?, ?, ?, ?)");
  open.bind(1, a.organization_id);
  open.bind(2, a.user_id);
  open.bind(3, std::string(model::to_text(a.state)));
  bind_optional(open, 4, a.campaign_id);
  bind_optional(open, 5, a.pause_reason);
  open.bind(6, a.since);
  open.exec();
}

void touch_agent_heartbeat(SQLite::Database& db, std::int64_t user_id, std::int64_t at) {
  Prepared s(db, "UPDATE agent_states SET heartbeat_at = ? WHERE user_id = ?");
  s.bind(1, at);
  s.bind(2, user_id);
  s.exec();
}

std::vector<model::AgentState> agents_silent_since(SQLite::Database& db, std::int64_t before) {
  Prepared s(db, std::string(kAgentStateColumns) +
                     "WHERE s.user_id IN (SELECT user_id FROM agent_states INDEXED BY "
                     "agent_states_present WHERE state <> 'offline' AND heartbeat_at < ?)");
  s.bind(1, before);
  std::vector<model::AgentState> out;
  while (s.executeStep()) out.push_back(state_from(s));
  return out;
}

std::vector<model::AgentState> agents_in_wrap_up(SQLite::Database& db) {
  Prepared s(db, std::string(kAgentStateColumns) + "WHERE s.state = 'wrap_up'");
  std::vector<model::AgentState> out;
  while (s.executeStep()) out.push_back(state_from(s));
  return out;
}

std::optional<model::AgentState> longest_waiting_agent(SQLite::Database& db, std::int64_t campaign_id) {
  Prepared s(db, std::string(kAgentStateColumns) +
                     "WHERE s.user_id = (SELECT user_id FROM agent_states WHERE campaign_id = ? "
                     "AND state = 'ready' AND conference_sid IS NOT NULL "
                     "ORDER BY since, user_id LIMIT 1)");
  s.bind(1, campaign_id);
  if (s.executeStep()) return state_from(s);
  return std::nullopt;
}

int agents_waiting_in_conference(SQLite::Database& db, std::int64_t campaign_id) {
  Prepared s(db,
             "SELECT count(*) FROM agent_states WHERE campaign_id = ? AND state = 'ready' "
             "AND conference_sid IS NOT NULL");
  s.bind(1, campaign_id);
  s.executeStep();
  return s.getColumn(0).getInt();
}

int agents_at_work_in(SQLite::Database& db, std::int64_t campaign_id) {
  Prepared s(db,
             "SELECT count(*) FROM agent_states WHERE campaign_id = ? "
             "AND state IN ('ready', 'reserved', 'on_call', 'wrap_up')");
  s.bind(1, campaign_id);
  s.executeStep();
  return s.getColumn(0).getInt();
}

std::vector<StateSeconds> state_seconds(SQLite::Database& db, std::int64_t organization_id, std::optional<std::int64_t> user_id,
                                        std::int64_t from_ms, std::int64_t to_ms, std::int64_t now_ms) {
  constexpr std::int64_t kLongestLooked = 12LL * 3600 * 1000;
  Prepared s(db,
             "SELECT user_id, state, sum(min(coalesce(ended_at, ?4), ?3) - max(started_at, ?2)) / 1000 "
             "FROM agent_state_log INDEXED BY agent_state_log_by_organization "
             "WHERE organization_id = ?1 AND started_at >= ?2 - ?5 AND started_at < ?3 "
             "AND coalesce(ended_at, ?4) > ?2 AND (?6 IS NULL OR user_id = ?6) GROUP BY user_id, state");
  s.bind(1, organization_id);
  s.bind(2, from_ms);
  s.bind(3, to_ms);
  s.bind(4, now_ms);
  s.bind(5, kLongestLooked);
  bind_optional(s, 6, user_id);
  std::vector<StateSeconds> out;
  while (s.executeStep()) out.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getString(), s.getColumn(2).getInt64()});
  return out;
}

std::vector<model::PauseReason> pause_reasons(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db,
             "SELECT id, label, position, active FROM pause_reasons WHERE organization_id = ? "
             "ORDER BY position, id");
  s.bind(1, organization_id);
  std::vector<model::PauseReason> out;
  while (s.executeStep()) {
    out.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getString(), s.getColumn(2).getInt(), s.getColumn(3).getInt() != 0});
  }
  return out;
}

}  // namespace dialer::db
