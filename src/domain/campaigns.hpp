#pragma once
// Campaigns of an organization (minimal for now: a name agents can be assigned to).
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "model/campaign.hpp"
#include "dialer/clock.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class CampaignService {
 public:
  CampaignService(db::Database& database, const Clock& clock) : database_(database), clock_(clock) {}
  std::vector<model::Campaign> list(const auth::Caller& caller);
  model::Campaign create(const auth::Caller& caller, const std::string& name);

 private:
  db::Database& database_;
  const Clock& clock_;
};

}  // namespace dialer::domain
