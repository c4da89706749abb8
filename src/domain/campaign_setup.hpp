#pragma once
// The six-step campaign setup checklist of an organization.
#include <array>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

// The steps in the order the screen shows them, by their lowercase labels (the API's keys).
inline constexpr std::array<std::string_view, 6> kSetupSteps = {"integration", "leads", "list id",
                                                                 "cadence",     "campaign", "agents"};

// Every step, in order, with whether it is completed.
using SetupProgress = std::vector<std::pair<std::string, bool>>;

class CampaignSetupService {
 public:
  CampaignSetupService(db::Database& database, const Clock& clock) : database_(database), clock_(clock) {}

  SetupProgress progress(const auth::Caller& caller);
  // Throws DomainError (invalid) for an unknown step or data over the size limit.
  SetupProgress record(const auth::Caller& caller, const std::string& step, bool completed,
                       const std::string& data_json);

 private:
  db::Database& database_;
  const Clock& clock_;
};

}  // namespace dialer::domain
