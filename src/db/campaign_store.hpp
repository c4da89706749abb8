#pragma once
// SQL for campaigns (a minimal table for now: agents are assigned to them).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <string>
#include <vector>

namespace dialer::db {

struct CampaignRecord {
  std::int64_t id = 0;
  std::string name;
  std::string created_at;
};

std::vector<CampaignRecord> list_campaigns(SQLite::Database& db, std::int64_t organization_id);
std::int64_t insert_campaign(SQLite::Database& db, std::int64_t organization_id, const std::string& name,
                             const std::string& now);
// Which of ids are not campaigns of the organization.
std::vector<std::int64_t> unknown_campaign_ids(SQLite::Database& db, std::int64_t organization_id,
                                               const std::vector<std::int64_t>& ids);

}  // namespace dialer::db
