#pragma once
// The calls' counts rolled up for long ranges (migration 0044): the organization's per hour, and per UTC day,
// campaign and agent — kept by add_call_counts (db/call_store) beside its hourly rows, read by the call analytics
// instead of every hour, campaign, agent and caller ID of a range.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <functional>

#include "model/call.hpp"

namespace dialer::db {

// The whole UTC days inside hours [from_hour, to_hour): [first, end), empty when none is.
struct WholeDays {
  std::int64_t first = 0;
  std::int64_t end = 0;
};
WholeDays whole_days_within(std::int64_t from_hour, std::int64_t to_hour);

// Adds `delta` to its hour's organization row and its day's campaign and agent row.
void add_call_rollups(SQLite::Database& db, std::int64_t organization_id, const model::CallHourCounts& delta);

// The organization's counts of hours [from_hour, to_hour) per hour, in hour order (campaign_id and agent_id 0).
void for_each_organization_hour_count(SQLite::Database& db, std::int64_t organization_id, std::int64_t from_hour,
                                      std::int64_t to_hour, const std::function<void(const model::CallHourCounts&)>& f);
// The counts of hours [from_hour, to_hour) per campaign and agent: the whole UTC days inside from the daily rows
// (`hour`: the day's first hour), the hours at the edges from the hourly ones (once per caller ID).
void for_each_agent_count(SQLite::Database& db, std::int64_t organization_id, std::int64_t from_hour,
                          std::int64_t to_hour, const std::function<void(const model::CallHourCounts&)>& f);

}  // namespace dialer::db
