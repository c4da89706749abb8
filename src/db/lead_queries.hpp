#pragma once
// Reading leads: a page of a filtered list in the order asked for, substring search, the status counts, and
// keyset-paged reads for the export.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "db/lead_store.hpp"
#include "model/lead.hpp"

namespace dialer::db {

// Enough for 500 pages of 20; counting every match of a three-letter fragment in a million leads
// would cost more than the page itself.
inline constexpr std::int64_t kSearchCountCap = 1000;
// A sort by name or company sorts the leads a filter selects on each request (no index keeps those orders:
// db/lead_sorted_pages.hpp), so it takes at most this many; past it the page says too_many_to_sort.
inline constexpr std::int64_t kSortableLeads = 50000;

// A search's page newest or oldest first: the ids of its leads, and its total up to kSearchCountCap (capped: more
// matched). A page that starts before the cap holds `limit` leads, past the cap too.
struct SearchIdPage {
  std::vector<std::int64_t> ids;
  std::int64_t total = 0;
  bool capped = false;
};
SearchIdPage search_page_ids(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& filter,
                             bool newest_first, std::int64_t offset, int limit);

// `statuses`: every status in A–Z order, for the status sort.
model::LeadPage list_leads(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& filter,
                           const model::LeadSort& sort, const std::vector<std::string>& statuses, std::int64_t offset,
                           int limit);

// Up to `limit` leads with id < before_id (newest first); before_id 0 starts at the newest.
std::vector<model::Lead> leads_before(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& filter,
                                     std::int64_t before_id, int limit);

// How many leads a filter selects among those with an id below `below_id`, counted one by one (for a bulk
// action's total, not for a page).
std::int64_t count_leads_below(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& filter,
                               std::int64_t below_id);

// The organization's newest lead id, 0 without leads.
std::int64_t newest_lead_id(SQLite::Database& db, std::int64_t organization_id);

std::map<std::string, std::int64_t> lead_status_counts(SQLite::Database& db, std::int64_t organization_id);

}  // namespace dialer::db
