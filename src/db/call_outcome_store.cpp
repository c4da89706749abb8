#include "db/call_outcome_store.hpp"

namespace dialer::db {

void add_outcome_count(SQLite::Database& db, std::int64_t organization_id, const OutcomeHourCount& c) {
  SQLite::Statement s(db,
                      "INSERT INTO call_outcome_hour_counts (organization_id, hour, campaign_id, agent_id, "
                      "disposition_code, calls) VALUES (?, ?, ?, ?, ?, ?) "
                      "ON CONFLICT (organization_id, hour, campaign_id, agent_id, disposition_code) DO UPDATE SET "
                      "calls = calls + excluded.calls");
  s.bind(1, organization_id);
  s.bind(2, c.hour);
  s.bind(3, c.campaign_id);
  s.bind(4, c.agent_id);
  s.bind(5, c.disposition_code);
  s.bind(6, c.calls);
  s.exec();
}

std::map<std::string, std::int64_t> outcome_totals(SQLite::Database& db, std::int64_t organization_id,
                                                   std::int64_t from_hour, std::int64_t to_hour,
                                                   std::optional<std::int64_t> campaign_id,
                                                   std::optional<std::int64_t> agent_id) {
  // Summed in SQL: one row out per code instead of one per hour, campaign, agent and code.
  std::string sql = "SELECT disposition_code, sum(calls) FROM call_outcome_hour_counts "
                    "WHERE organization_id = ? AND hour >= ? AND hour < ?";
  if (campaign_id) sql += " AND campaign_id = ?";
  if (agent_id) sql += " AND agent_id = ?";
  sql += " GROUP BY disposition_code HAVING sum(calls) <> 0";
  SQLite::Statement s(db, sql);
  int i = 1;
  s.bind(i++, organization_id);
  s.bind(i++, from_hour);
  s.bind(i++, to_hour);
  if (campaign_id) s.bind(i++, *campaign_id);
  if (agent_id) s.bind(i++, *agent_id);
  std::map<std::string, std::int64_t> out;
  while (s.executeStep()) out[s.getColumn(0).getString()] = s.getColumn(1).getInt64();
  return out;
}

}  // namespace dialer::db
