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
#include "model/lead.hpp"

namespace dialer::db {

// Enough for 500 pages of 20; counting every match of a three-letter fragment in a million leads
// would cost more than the page itself.
inline constexpr std::int64_t kSearchCountCap = 1000;

model::LeadPage list_leads(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& filter, std::int64_t offset,
                    int limit);

// Up to `limit` leads with id < before_id (newest first); before_id 0 starts at the newest.
std::vector<model::Lead> leads_before(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& filter,
                                     std::int64_t before_id, int limit);

std::map<std::string, std::int64_t> lead_status_counts(SQLite::Database& db, std::int64_t organization_id);

}  // namespace dialer::db
