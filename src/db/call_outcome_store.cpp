#include "db/call_outcome_store.hpp"

namespace dialer::db {

void add_outcome_count(SQLite::Database& db, std::int64_t organization_id, const OutcomeHourCount& c) {
  SQLite::Statement all(db,
                        "INSERT INTO call_outcome_hour_counts (organization_id, hour, campaign_id, disposition_code, calls) "
                        "VALUES (?, ?, ?, ?, ?) ON CONFLICT (organization_id, hour, campaign_id, disposition_code) "
                        "DO UPDATE SET calls = calls + excluded.calls");
  all.bind(1, organization_id);
  all.bind(2, c.hour);
  all.bind(3, c.campaign_id);
  all.bind(4, c.disposition_code);
  all.bind(5, c.calls);
  all.exec();
  SQLite::Statement agent(db,
                          "INSERT INTO call_agent_outcome_hour_counts (organization_id, agent_id, hour, campaign_id, "
                          "disposition_code, calls) VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (organization_id, agent_id, "
                          "hour, campaign_id, disposition_code) DO UPDATE SET calls = calls + excluded.calls");
  agent.bind(1, organization_id);
  agent.bind(2, c.agent_id);
  agent.bind(3, c.hour);
  agent.bind(4, c.campaign_id);
  agent.bind(5, c.disposition_code);
  agent.bind(6, c.calls);
  agent.exec();
}

std::map<std::string, std::int64_t> outcome_totals(SQLite::Database& db, std::int64_t organization_id,
                                                   std::int64_t from_hour, std::int64_t to_hour,
                                                   std::optional<std::int64_t> campaign_id,
                                                   std::optional<std::int64_t> agent_id) {
  // Summed in SQL: one row out per code. One agent's from its own rows, the others without the agents' rows.
  std::string sql = agent_id ? "SELECT disposition_code, sum(calls) FROM call_agent_outcome_hour_counts "
                               "WHERE organization_id = ? AND agent_id = ? AND hour >= ? AND hour < ?"
                             : "SELECT disposition_code, sum(calls) FROM call_outcome_hour_counts "
                               "WHERE organization_id = ? AND hour >= ? AND hour < ?";
  if (campaign_id) sql += " AND campaign_id = ?";
  sql += " GROUP BY disposition_code HAVING sum(calls) <> 0";
  SQLite::Statement s(db, sql);
  int i = 1;
  s.bind(i++, organization_id);
  if (agent_id) s.bind(i++, *agent_id);
  s.bind(i++, from_hour);
  s.bind(i++, to_hour);
  if (campaign_id) s.bind(i++, *campaign_id);
  std::map<std::string, std::int64_t> out;
  while (s.executeStep()) out[s.getColumn(0).getString()] = s.getColumn(1).getInt64();
  return out;
}

}  // namespace dialer::db
