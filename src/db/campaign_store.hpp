#pragma once
// SQL for campaigns (a minimal table for now: agents are assigned to them).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <string>
#include <vector>
#include "model/campaign.hpp"

namespace dialer::db {

std::vector<model::Campaign> list_campaigns(SQLite::Database& db, std::int64_t organization_id);
std::int64_t insert_campaign(SQLite::Database& db, std::int64_t organization_id, const std::string& name,
                             const std::string& now);
// Which of ids are not campaigns of the organization.
std::vector<std::int64_t> unknown_campaign_ids(SQLite::Database& db, std::int64_t organization_id,
                                               const std::vector<std::int64_t>& ids);

}  // namespace dialer::db
