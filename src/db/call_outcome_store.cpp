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

void for_each_outcome_count(SQLite::Database& db, std::int64_t organization_id, std::int64_t from_hour,
                            std::int64_t to_hour, const std::function<void(const OutcomeHourCount&)>& f) {
  SQLite::Statement s(db,
                      "SELECT hour, campaign_id, agent_id, disposition_code, calls FROM call_outcome_hour_counts "
                      "WHERE organization_id = ? AND hour >= ? AND hour < ? AND calls <> 0");
  s.bind(1, organization_id);
  s.bind(2, from_hour);
  s.bind(3, to_hour);
  while (s.executeStep()) {
    f({s.getColumn(0).getInt64(), s.getColumn(1).getInt64(), s.getColumn(2).getInt64(), s.getColumn(3).getString(),
       s.getColumn(4).getInt64()});
  }
}

}  // namespace dialer::db
