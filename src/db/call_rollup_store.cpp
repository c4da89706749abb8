#include "db/call_rollup_store.hpp"

#include <algorithm>

#include "db/call_store.hpp"
#include "db/integer_rows.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

constexpr const char* kAddCounts =
    "calls = calls + excluded.calls, answered = answered + excluded.answered, human = human + excluded.human, "
    "contacts = contacts + excluded.contacts, conversions = conversions + excluded.conversions, "
    "abandoned = abandoned + excluded.abandoned, talk_seconds = talk_seconds + excluded.talk_seconds";

void bind_counts(SQLite::Statement& s, int first, const model::CallCounts& c) {
  s.bind(first, c.calls);
  s.bind(first + 1, c.answered);
  s.bind(first + 2, c.human);
  s.bind(first + 3, c.contacts);
  s.bind(first + 4, c.conversions);
  s.bind(first + 5, c.abandoned);
  s.bind(first + 6, c.talk_seconds);
}

model::CallCounts counts_from(const IntegerRows& row, int first) {
  return {row[first], row[first + 1], row[first + 2], row[first + 3], row[first + 4], row[first + 5], row[first + 6]};
}

}  // namespace

WholeDays whole_days_within(std::int64_t from_hour, std::int64_t to_hour) {
  // Hours are after 1970, so integer division floors.
  const std::int64_t first = (from_hour + 23) / 24;
  return {first, std::max(first, to_hour / 24)};
}

void add_call_rollups(SQLite::Database& db, std::int64_t organization_id, const model::CallHourCounts& d) {
  Prepared hour(db, std::string("INSERT INTO call_organization_hour_counts (organization_id, hour, calls, "
                                "answered, human, contacts, conversions, abandoned, talk_seconds) "
                                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
                                "ON CONFLICT (organization_id, hour) DO UPDATE SET ") +
                        kAddCounts);
  hour.bind(1, organization_id);
  hour.bind(2, d.hour);
  bind_counts(hour, 3, d.counts);
  hour.exec();
  Prepared day(db, std::string("INSERT INTO call_agent_day_counts (organization_id, day, campaign_id, agent_id, "
                               "calls, answered, human, contacts, conversions, abandoned, talk_seconds) "
                               "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                               "ON CONFLICT (organization_id, day, campaign_id, agent_id) DO UPDATE SET ") +
                       kAddCounts);
  day.bind(1, organization_id);
  day.bind(2, d.hour / 24);
  day.bind(3, d.campaign_id);
  day.bind(4, d.agent_id);
  bind_counts(day, 5, d.counts);
  day.exec();
}

void for_each_organization_hour_count(SQLite::Database& db, std::int64_t organization_id, std::int64_t from_hour,
                                      std::int64_t to_hour, const std::function<void(const model::CallHourCounts&)>& f) {
  IntegerRows row(db,
                  "SELECT hour, calls, answered, human, contacts, conversions, abandoned, talk_seconds "
                  "FROM call_organization_hour_counts WHERE organization_id = ? AND hour >= ? AND hour < ?");
  row.bind(1, organization_id);
  row.bind(2, from_hour);
  row.bind(3, to_hour);
  while (row.next()) f({row[0], 0, 0, counts_from(row, 1)});
}

void for_each_agent_count(SQLite::Database& db, std::int64_t organization_id, std::int64_t from_hour,
                          std::int64_t to_hour, const std::function<void(const model::CallHourCounts&)>& f) {
  const auto days = whole_days_within(from_hour, to_hour);
  if (days.first == days.end) {
    for_each_call_hour_count(db, organization_id, from_hour, to_hour, f);
    return;
  }
  for_each_call_hour_count(db, organization_id, from_hour, days.first * 24, f);
  IntegerRows row(db,
                  "SELECT day, campaign_id, agent_id, calls, answered, human, contacts, conversions, abandoned, "
                  "talk_seconds FROM call_agent_day_counts WHERE organization_id = ? AND day >= ? AND day < ?");
  row.bind(1, organization_id);
  row.bind(2, days.first);
  row.bind(3, days.end);
  while (row.next()) f({row[0] * 24, row[1], row[2], counts_from(row, 3)});
  for_each_call_hour_count(db, organization_id, days.end * 24, to_hour, f);
}

}  // namespace dialer::db
