#pragma once
// Reading leads: a page of a filtered list (newest first), substring search, the status counts, and
// keyset-paged reads for the export.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/lead_store.hpp"

namespace dialer::db {

struct LeadFilter {
  std::optional<std::string> status;
  std::optional<std::int64_t> list_id;  // 0: leads in no list
  // A search, or both empty: `text` is found in the name, e-mail or company ignoring case, `digits` in the
  // phone's digits. From three characters on the trigram index finds the candidates; shorter terms scan.
  std::string text;
  std::string digits;
};

struct LeadPage {
  std::vector<LeadRecord> leads;
  std::int64_t total = 0;
  // Searches count their matches only up to kSearchCountCap: past it, total is that cap and this is true.
  bool total_capped = false;
};

// Enough for 500 pages of 20; counting every match of a three-letter fragment in a million leads
// would cost more than the page itself.
inline constexpr std::int64_t kSearchCountCap = 1000;

LeadPage list_leads(SQLite::Database& db, std::int64_t organization_id, const LeadFilter& filter, std::int64_t offset,
                    int limit);

// Up to `limit` leads with id < before_id (newest first); before_id 0 starts at the newest.
std::vector<LeadRecord> leads_before(SQLite::Database& db, std::int64_t organization_id, const LeadFilter& filter,
                                     std::int64_t before_id, int limit);

std::map<std::string, std::int64_t> lead_status_counts(SQLite::Database& db, std::int64_t organization_id);

}  // namespace dialer::db
