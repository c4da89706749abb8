#pragma once
// The calls given each disposition, per hour placed and campaign, again per agent (migration 0042) and the
// organization's per UTC day (migration 0044), kept in the same write as the disposition and read by the overview
// and the calls screen instead of counting calls.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>

namespace dialer::db {

struct OutcomeHourCount {
  std::int64_t hour = 0;  // Unix seconds / 3600
  std::int64_t campaign_id = 0;
  std::int64_t agent_id = 0;
  std::string disposition_code;
  std::int64_t calls = 0;
};

// Adds `count.calls` (negative to take away) to its rows: its campaign's, its agent's and its day's.
void add_outcome_count(SQLite::Database& db, std::int64_t organization_id, const OutcomeHourCount& count);
// The calls of hours [from_hour, to_hour) per disposition code (of one campaign, one agent when given); codes whose
// calls all moved elsewhere are left out.
std::map<std::string, std::int64_t> outcome_totals(SQLite::Database& db, std::int64_t organization_id,
                                                   std::int64_t from_hour, std::int64_t to_hour,
                                                   std::optional<std::int64_t> campaign_id,
                                                   std::optional<std::int64_t> agent_id);

}  // namespace dialer::db
