#pragma once
// SQL for agents' skips of previewed leads (migration 0032).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <string>
#include <vector>

#include "model/hopper.hpp"

namespace dialer::db {

void insert_lead_skip(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id, const model::LeadSkip& skip);
// The lead's newest skips first, at most `limit`.
std::vector<model::LeadSkip> lead_skips(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id,
                                        int limit);

}  // namespace dialer::db
