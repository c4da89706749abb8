#include "db/call_outcome_store.hpp"

#include "db/call_rollup_store.hpp"
#include "db/prepared.hpp"

namespace dialer::db {

void add_outcome_count(SQLite::Database& db, std::int64_t organization_id, const OutcomeHourCount& c) {
  Prepared all(db,
               "INSERT INTO call_outcome_hour_counts (organization_id, hour, campaign_id, disposition_code, calls) "
               "VALUES (?, ?, ?, ?, ?) ON CONFLICT (organization_id, hour, campaign_id, disposition_code) "
               "DO UPDATE SET calls = calls + excluded.calls");
  all.bind(1, organization_id);
  all.bind(2, c.hour);
  all.bind(3, c.campaign_id);
  all.bind(4, c.disposition_code);
  all.bind(5, c.calls);
  all.exec();
  Prepared agent(db,
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
  Prepared day(db,
               "INSERT INTO call_outcome_day_counts (organization_id, day, disposition_code, calls) "
               "VALUES (?, ?, ?, ?) ON CONFLICT (organization_id, day, disposition_code) "
               "DO UPDATE SET calls = calls + excluded.calls");
  day.bind(1, organization_id);
  day.bind(2, c.hour / 24);
  day.bind(3, c.disposition_code);
  day.bind(4, c.calls);
  day.exec();
}

namespace {

// Adds the calls per code of [from, to) of `table`'s `unit` (hour or day) to `out`.
void add_outcome_rows(SQLite::Database& db, const std::string& table, const char* unit, std::int64_t organization_id,
                      std::optional<std::int64_t> agent_id, std::int64_t from, std::int64_t to,
                      std::optional<std::int64_t> campaign_id, std::map<std::string, std::int64_t>& out) {
  if (from >= to) return;
  std::string sql = "SELECT disposition_code, sum(calls) FROM " + table + " WHERE organization_id = ?";
  if (agent_id) sql += " AND agent_id = ?";
  sql += std::string(" AND ") + unit + " >= ? AND " + unit + " < ?";
  if (campaign_id) sql += " AND campaign_id = ?";
  sql += " GROUP BY disposition_code";
  Prepared s(db, sql);
  int i = 1;
  s.bind(i++, organization_id);
  if (agent_id) s.bind(i++, *agent_id);
  s.bind(i++, from);
  s.bind(i++, to);
  if (campaign_id) s.bind(i++, *campaign_id);
  while (s.executeStep()) out[s.getColumn(0).getString()] += s.getColumn(1).getInt64();
}

}  // namespace

std::map<std::string, std::int64_t> outcome_totals(SQLite::Database& db, std::int64_t organization_id,
                                                   std::int64_t from_hour, std::int64_t to_hour,
                                                   std::optional<std::int64_t> campaign_id,
                                                   std::optional<std::int64_t> agent_id) {
  // Summed in SQL: one row out per code. One agent's from its own hourly rows, one campaign's from the hourly rows;
  // the organization's from the whole UTC days inside the range and the hours at its edges.
  std::map<std::string, std::int64_t> out;
  if (agent_id) {
    add_outcome_rows(db, "call_agent_outcome_hour_counts", "hour", organization_id, agent_id, from_hour, to_hour,
                     campaign_id, out);
  } else if (campaign_id) {
    add_outcome_rows(db, "call_outcome_hour_counts", "hour", organization_id, {}, from_hour, to_hour, campaign_id, out);
  } else {
    const auto days = whole_days_within(from_hour, to_hour);
    const std::int64_t days_from = days.first * 24, days_to = days.end * 24;
    if (days.first == days.end) {
      add_outcome_rows(db, "call_outcome_hour_counts", "hour", organization_id, {}, from_hour, to_hour, {}, out);
    } else {
      add_outcome_rows(db, "call_outcome_hour_counts", "hour", organization_id, {}, from_hour, days_from, {}, out);
      add_outcome_rows(db, "call_outcome_day_counts", "day", organization_id, {}, days.first, days.end, {}, out);
      add_outcome_rows(db, "call_outcome_hour_counts", "hour", organization_id, {}, days_to, to_hour, {}, out);
    }
  }
  std::erase_if(out, [](const auto& code) { return code.second == 0; });
  return out;
}

}  // namespace dialer::db
