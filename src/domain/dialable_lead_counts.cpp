#include "domain/dialable_lead_counts.hpp"

#include "db/database.hpp"
#include "db/hopper_store.hpp"
#include "domain/campaign_funnel.hpp"

namespace dialer::domain {

std::int64_t DialableLeadCounts::count(std::int64_t organization_id, std::int64_t campaign_id) {
  const auth::Caller system{0, organization_id, auth::Role::kAdmin, 0};
  for (const auto& step : funnels_.of(system, campaign_id).steps) {
    if (step.key == "under_limits") return step.leads;
  }
  return 0;
}

std::int64_t DialableLeadCounts::of(const auth::Caller& caller, std::int64_t campaign_id) {
  {
    std::lock_guard lock(mutex_);
    if (const auto found = counts_.find(campaign_id); found != counts_.end()) return found->second;
  }
  const auto counted = count(caller.organization_id, campaign_id);
  std::lock_guard lock(mutex_);
  return counts_.try_emplace(campaign_id, counted).first->second;
}

int DialableLeadCounts::count_all(const std::function<bool()>& stopping) {
  std::map<std::int64_t, std::int64_t> fresh;
  for (const auto& campaign : database_.read([](SQLite::Database& db) { return db::active_campaigns(db); })) {
    if (stopping()) return static_cast<int>(fresh.size());
    fresh[campaign.id] = count(campaign.organization_id, campaign.id);
  }
  std::lock_guard lock(mutex_);
  counts_ = std::move(fresh);
  return static_cast<int>(counts_.size());
}

}  // namespace dialer::domain
