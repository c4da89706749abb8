#pragma once
// Pages of a filter in id order (newest first, or oldest first) found through the maintained counts per block of
// ids and per 32 blocks (lead_blocks, lead_superblocks, which also holds each filter's total): the total is one
// row and the blocks a page spans are found walking from the nearer end, so the last page costs what the first
// does, and one in the middle reads a few dozen count rows more.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <map>
#include <optional>
#include <utility>
#include <string>
#include <vector>

#include "db/lead_text_cache.hpp"
#include "model/lead.hpp"

namespace dialer::db {

// `filter` holds no search (status and list only).
model::LeadPage page_by_blocks(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& filter,
                               bool newest_first, std::int64_t offset, int limit);

// The same page's ids alone, and the total: for a reader that has the leads' rows elsewhere (db/lead_text_cache.hpp),
// which also keeps the ids of the ranges deep pages fall in, under the reader's ticket (taken before its snapshot).
struct LeadIdPage {
  std::vector<std::int64_t> ids;
  std::int64_t total = 0;
};
struct KeptIds {
  LeadTextCache& cache;
  LeadTextCache::Ticket ticket;
};
LeadIdPage page_ids_by_blocks(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& filter,
                              bool newest_first, std::int64_t offset, int limit, const KeptIds& kept);

// The ids between which the leads the status and list of `filter` select lie: [first, end), from the first and
// last block holding any; nothing when none does. A list imported at once spans a narrow range.
std::optional<std::pair<std::int64_t, std::int64_t>> filter_id_range(SQLite::Database& db, std::int64_t organization_id,
                                                                     const model::LeadFilter& filter);

// How many leads the status and list of `filter` select.
std::int64_t filter_total(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& filter);

// How many leads of each of `statuses` the list of `filter` holds (its status is ignored).
std::map<std::string, std::int64_t> status_totals(SQLite::Database& db, std::int64_t organization_id,
                                                  const model::LeadFilter& filter, const std::vector<std::string>& statuses);

}  // namespace dialer::db
