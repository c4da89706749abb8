#pragma once
// The ids of the leads a search selects, read in the search index's order (docs/architecture.md, "Searching
// leads"): newest first, or oldest first.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <vector>

#include "model/lead.hpp"

namespace dialer::db {

// `limit` of them after the first `offset`.
std::vector<std::int64_t> search_match_ids(SQLite::Database& db, std::int64_t organization_id,
                                           const model::LeadFilter& filter, bool newest_first, std::int64_t offset,
                                           std::int64_t limit);

}  // namespace dialer::db
