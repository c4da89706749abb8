#include "domain/campaigns.hpp"

#include "db/campaign_store.hpp"
#include "db/database.hpp"
#include "dialer/iso_time.hpp"
#include "domain/domain_error.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {

std::vector<model::Campaign> CampaignService::list(const auth::Caller& caller) {
  return database_.read([&](SQLite::Database& db) { return db::list_campaigns(db, caller.organization_id); });
}

model::Campaign CampaignService::create(const auth::Caller& caller, const std::string& name_in) {
  const std::string name = trim(name_in);
  if (name.empty()) {
    throw DomainError::invalid("validation_error", "Please enter a campaign name", {{"name", "required"}});
  }
  if (name.size() > 100) {
    throw DomainError::invalid("validation_error", "Campaign name must be at most 100 characters",
                                {{"name", "too long"}});
  }
  return database_.write([&](SQLite::Database& db) {
    const std::string now = iso8601_utc(clock_.now());
    const auto id = db::insert_campaign(db, caller.organization_id, name, now);
    return model::Campaign{id, name, now};
  });
}

}  // namespace dialer::domain
