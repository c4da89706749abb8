#pragma once
// Pages of a filter in an order other than the ids': by last update through the index made for it (migration
// 0015), by status through the block counts of each status in turn, by name or company by sorting the
// selection (bounded: a random-key index would cost every lead written a dirtied page).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <string>
#include <vector>

#include "model/lead.hpp"

namespace dialer::db {

// The ORDER BY terms of a sort over `leads l`, the id last; `reversed` turns every term around.
std::string lead_order_terms(const model::LeadSort& sort, bool reversed = false);

// `filter` holds no search. A page past the middle is counted from the far end, so the deepest page walks at
// most half of the index.
model::LeadPage page_by_update_time(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& filter,
                                    bool newest_first, std::int64_t offset, int limit);

// Name or company; `filter` holds no search. More than `cap` leads selected: no page, too_many_to_sort.
model::LeadPage page_by_sorting(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& filter,
                                const model::LeadSort& sort, std::int64_t cap, std::int64_t offset, int limit);

// The leads of each status in turn (`statuses` in their A–Z order, turned around when descending), newest
// first within a status; `filter` holds no search.
model::LeadPage page_by_status(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& filter,
                               bool descending, const std::vector<std::string>& statuses, std::int64_t offset,
                               int limit);

}  // namespace dialer::db
