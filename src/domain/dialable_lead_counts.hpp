#pragma once
// How many leads each running campaign may call now, for the overview and the wallboard: counted for every active
// campaign by the `campaign-counts` job once a minute (the count walks the organization's leads, so no screen
// waits for it), and once at first sight for a campaign just started.
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class CampaignFunnels;

class DialableLeadCounts {
 public:
  DialableLeadCounts(db::Database& database, CampaignFunnels& funnels) : database_(database), funnels_(funnels) {}

  // The campaign's leads that pass every calling rule, as last counted.
  std::int64_t of(const auth::Caller& caller, std::int64_t campaign_id);
  // Counts every active campaign again and forgets the others; returns how many campaigns it counted.
  int count_all(const std::function<bool()>& stopping);

 private:
  std::int64_t count(std::int64_t organization_id, std::int64_t campaign_id);

  db::Database& database_;
  CampaignFunnels& funnels_;
  std::mutex mutex_;
  std::map<std::int64_t, std::int64_t> counts_;  // by campaign
};

}  // namespace dialer::domain
