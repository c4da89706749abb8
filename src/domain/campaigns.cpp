#include "domain/campaigns.hpp"

#include <algorithm>

#include "calling/calling_window.hpp"
#include "db/cadence_store.hpp"
#include "db/campaign_store.hpp"
#include "db/database.hpp"
#include "db/disposition_store.hpp"
#include "db/lead_list_store.hpp"
#include "db/telephony_store.hpp"
#include "dialer/iso_time.hpp"
#include "domain/campaign_settings.hpp"
#include "domain/domain_error.hpp"
#include "domain/lead_writes.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

using nlohmann::json;

std::string checked_name(const std::string& name_in) {
  const std::string name = trim(name_in);
  if (name.empty()) {
    throw DomainError::invalid("validation_error", "Please enter a campaign name", {{"name", "required"}});
  }
  if (name.size() > 100) {
    throw DomainError::invalid("validation_error", "Campaign name must be at most 100 characters", {{"name", "too long"}});
  }
  return name;
}

model::Campaign campaign_of(db::CampaignRow row) {
  model::Campaign campaign = std::move(row.campaign);
  campaign.settings = campaign_settings_from_json(json::parse(row.settings_json, nullptr, false));
  return campaign;
}

std::vector<std::int64_t> id_list(const json& body, const char* key, const std::string& message) {
  const auto& value = body.at(key);
  if (!value.is_array()) throw DomainError::invalid("validation_error", message, {{key, message}});
  std::vector<std::int64_t> ids;
  for (const auto& item : value) {
    if (!item.is_number_integer()) throw DomainError::invalid("validation_error", message, {{key, message}});
    ids.push_back(item.get<std::int64_t>());
  }
  std::sort(ids.begin(), ids.end());
  ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
  return ids;
}

}  // namespace

std::vector<model::Campaign> CampaignService::list(const auth::Caller& caller) {
  auto rows = database_.read([&](SQLite::Database& db) { return db::list_campaigns(db, caller.organization_id); });
  std::vector<model::Campaign> campaigns;
  for (auto& row : rows) campaigns.push_back(campaign_of(std::move(row)));
  return campaigns;
}

model::Campaign CampaignService::get(const auth::Caller& caller, std::int64_t id) {
  auto row = database_.read([&](SQLite::Database& db) { return db::find_campaign(db, caller.organization_id, id); });
  if (!row) throw DomainError::not_found("Campaign not found");
  return campaign_of(std::move(*row));
}

model::Campaign CampaignService::create(const auth::Caller& caller, const std::string& name_in, const json& settings) {
  const std::string name = checked_name(name_in);
  const auto region = writes_.phone_region(caller.organization_id);
  const auto id = database_.write([&](db::Transaction& tx) {
    const auto made = db::insert_campaign(tx, caller.organization_id, name, iso8601_utc(clock_.now()));
    if (settings.is_object() && !settings.empty()) apply_update(tx, caller, made, settings, region);
    return made;
  });
  return get(caller, id);
}

model::Campaign CampaignService::update(const auth::Caller& caller, std::int64_t id, const json& body) {
  const auto region = writes_.phone_region(caller.organization_id);
  database_.write([&](db::Transaction& tx) { apply_update(tx, caller, id, body, region); });
  return get(caller, id);
}

void CampaignService::apply_update(SQLite::Database& db, const auth::Caller& caller, std::int64_t id, const json& body,
                                   const std::string& region) {
  auto row = db::find_campaign(db, caller.organization_id, id);
  if (!row) throw DomainError::not_found("Campaign not found");
  auto campaign = campaign_of(std::move(*row));
  if (campaign.status == model::CampaignStatus::kArchived) {
    throw DomainError::conflict("campaign_archived", "An archived campaign cannot be changed");
  }
  if (body.contains("name")) {
    if (!body.at("name").is_string()) {
      throw DomainError::invalid("validation_error", "Please enter a campaign name", {{"name", "required"}});
    }
    campaign.name = checked_name(body.at("name").get<std::string>());
  }
  apply_campaign_settings(campaign.settings, body, region);
  // Once the account's numbers are synced, the caller ID is one of them (a typed number before that).
  if (body.contains("callerId") && !campaign.settings.caller_id.empty() && db::has_phone_numbers(db, caller.organization_id) &&
      !db::is_voice_number(db, caller.organization_id, campaign.settings.caller_id)) {
    throw DomainError::invalid("validation_error",
                               "Choose one of your Twilio numbers that can make calls as the caller ID (Phone Numbers)",
                               {{"callerId", "not a number of the account"}});
  }
  if (body.contains("dispositionCadences")) {
    for (const auto& rule : campaign.settings.disposition_cadences) {
      const auto disposition = db::find_disposition(db, caller.organization_id, rule.disposition_id);
      const auto cadence = db::find_cadence(db, caller.organization_id, rule.cadence_id);
      if (!disposition || !cadence || cadence->status == model::CadenceStatus::kArchived) {
        throw DomainError::invalid("validation_error", "Choose one of your dispositions and a cadence that is not archived",
                                   {{"dispositionCadences", "unknown disposition or cadence"}});
      }
    }
  }
  if (body.contains("listIds")) {
    const auto lists = id_list(body, "listIds", "listIds must be a list of list ids");
    for (const auto list : lists) {
      if (!db::find_lead_list(db, caller.organization_id, list)) {
        throw DomainError::invalid("unknown_list", "The selected list does not exist", {{"listIds", "unknown list"}});
      }
    }
    db::replace_campaign_lists(db, id, lists);
    campaign.list_ids = lists;
  }
  if (body.contains("agentIds")) {
    const auto agents = id_list(body, "agentIds", "agentIds must be a list of user ids");
    if (!db::unknown_user_ids(db, caller.organization_id, agents).empty()) {
      throw DomainError::invalid("unknown_agent", "One of the agents does not exist", {{"agentIds", "unknown agent"}});
    }
    db::replace_campaign_agents(db, id, agents);
    campaign.agent_ids = agents;
  }
  // An active campaign stays complete: a change that takes away what it needs is refused.
  if (campaign.status == model::CampaignStatus::kActive) {
    const auto missing = missing_for_activation(campaign);
    if (!missing.empty()) {
      throw DomainError::conflict("campaign_incomplete", "An active campaign needs this: " + missing.front().second,
                                  {missing.begin(), missing.end()});
    }
  }
  campaign.updated_at = iso8601_utc(clock_.now());
  db::update_campaign(db, campaign, campaign_settings_json(campaign.settings).dump());
}

CampaignMissing CampaignService::missing_for_activation(const model::Campaign& campaign) {
  CampaignMissing missing;
  if (campaign.list_ids.empty()) missing.emplace_back("listIds", "Choose at least one lead list");
  if (campaign.settings.caller_id.empty()) {
    missing.emplace_back("callerId", "Enter the caller ID: a number of your account that can take a call back");
  }
  if (campaign.agent_ids.empty()) missing.emplace_back("agentIds", "Assign at least one agent");
  if (!calling::zoneinfo_available()) {
    missing.emplace_back("timeZones", "This server has no time zone data, so no lead's local time can be known (install tzdata)");
  }
  return missing;
}

model::Campaign CampaignService::change_status(const auth::Caller& caller, std::int64_t id, const std::string& action) {
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    auto row = db::find_campaign(db, caller.organization_id, id);
    if (!row) throw DomainError::not_found("Campaign not found");
    auto campaign = campaign_of(std::move(*row));
    using model::CampaignStatus;
    const auto target = action == "activate" ? std::optional(CampaignStatus::kActive)
                        : action == "pause"  ? std::optional(CampaignStatus::kPaused)
                        : action == "archive" ? std::optional(CampaignStatus::kArchived)
                                              : std::nullopt;
    if (!target) {
      throw DomainError::invalid("validation_error", "action must be activate, pause or archive", {{"action", "unknown"}});
    }
    if (!model::campaign_may_move(campaign.status, *target)) {
      if (campaign.status == CampaignStatus::kArchived) {
        throw DomainError::conflict("campaign_archived", "An archived campaign cannot be started");
      }
      throw DomainError::conflict("campaign_not_active", "Only an active campaign can be paused");
    }
    if (*target == CampaignStatus::kActive) {
      const auto missing = missing_for_activation(campaign);
      if (!missing.empty()) {
        std::string sentence = "The campaign cannot start yet:";
        for (std::size_t i = 0; i < missing.size(); ++i) {
          std::string reason = missing[i].second;
          reason[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(reason[0])));
          sentence += (i == 0 ? " " : "; ") + reason;
        }
        throw DomainError::conflict("campaign_incomplete", sentence + ".", {missing.begin(), missing.end()});
      }
    }
    campaign.status = *target;
    campaign.updated_at = iso8601_utc(clock_.now());
    db::update_campaign(db, campaign, campaign_settings_json(campaign.settings).dump());
  });
  if (action == "activate") work_.campaign_started();
  return get(caller, id);
}

}  // namespace dialer::domain
