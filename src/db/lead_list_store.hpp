#pragma once
// SQL for lead lists (the "List ID" of campaign setup). lead_count is maintained by LeadCounters.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>
#include "model/lead.hpp"

namespace dialer::db {

std::vector<model::LeadList> list_lead_lists(SQLite::Database& db, std::int64_t organization_id);
std::optional<model::LeadList> find_lead_list(SQLite::Database& db, std::int64_t organization_id, std::int64_t list_id);
// Names compare case-insensitively.
std::optional<model::LeadList> find_lead_list_by_name(SQLite::Database& db, std::int64_t organization_id,
                                                     const std::string& name);
std::int64_t insert_lead_list(SQLite::Database& db, std::int64_t organization_id, const std::string& name,
                              const std::string& now);
void rename_lead_list(SQLite::Database& db, std::int64_t list_id, const std::string& name, const std::string& now);
// The list must be empty (its leads moved or deleted first); its block counts are gone with them.
void delete_lead_list(SQLite::Database& db, std::int64_t list_id);

}  // namespace dialer::db
