#pragma once
// SQL for campaigns: their row (status, settings as JSON text), the lists they dial, the agents assigned.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/campaign.hpp"

namespace dialer::db {

// A campaign's row; its settings as stored (JSON text, domain/campaign_settings.cpp reads it).
struct CampaignRow {
  model::Campaign campaign;  // settings left at their defaults
  std::string settings_json;
};

std::vector<CampaignRow> list_campaigns(SQLite::Database& db, std::int64_t organization_id);
// Whether one of the organization's campaigns is running.
bool has_active_campaign(SQLite::Database& db, std::int64_t organization_id);
std::optional<CampaignRow> find_campaign(SQLite::Database& db, std::int64_t organization_id, std::int64_t id);
std::int64_t insert_campaign(SQLite::Database& db, std::int64_t organization_id, const std::string& name,
                             const std::string& now);
void update_campaign(SQLite::Database& db, const model::Campaign& campaign, const std::string& settings_json);
void replace_campaign_lists(SQLite::Database& db, std::int64_t campaign_id, const std::vector<std::int64_t>& list_ids);
void replace_campaign_agents(SQLite::Database& db, std::int64_t campaign_id, const std::vector<std::int64_t>& user_ids);
// Which of ids are not campaigns of the organization.
std::vector<std::int64_t> unknown_campaign_ids(SQLite::Database& db, std::int64_t organization_id,
                                               const std::vector<std::int64_t>& ids);
// Which of ids are not users of the organization.
std::vector<std::int64_t> unknown_user_ids(SQLite::Database& db, std::int64_t organization_id,
                                           const std::vector<std::int64_t>& ids);

}  // namespace dialer::db
