#include "domain/campaign_setup.hpp"

#include <algorithm>

#include "db/database.hpp"
#include "db/setup_progress_store.hpp"
#include "domain/domain_error.hpp"
#include "dialer/iso_time.hpp"

namespace dialer::domain {
namespace {

constexpr std::size_t kMaxStepData = 16 * 1024;

SetupProgress in_step_order(const std::map<std::string, bool>& stored) {
  SetupProgress out;
  for (const auto step : kSetupSteps) {
    const auto it = stored.find(std::string(step));
    out.emplace_back(std::string(step), it != stored.end() && it->second);
  }
  return out;
}

}  // namespace

SetupProgress CampaignSetupService::progress(const auth::Caller& caller) {
  return in_step_order(
      database_.read([&](SQLite::Database& db) { return db::load_setup_progress(db, caller.organization_id); }));
}

SetupProgress CampaignSetupService::record(const auth::Caller& caller, const std::string& step, bool completed,
                                           const std::string& data_json) {
  if (std::find(kSetupSteps.begin(), kSetupSteps.end(), step) == kSetupSteps.end()) {
    throw DomainError::invalid("validation_error", "Unknown setup step: " + step,
                                {{"step", "one of integration, leads, list id, cadence, campaign, agents"}});
  }
  if (data_json.size() > kMaxStepData) {
    throw DomainError::invalid("validation_error", "Step data must be at most 16 KiB", {{"data", "too large"}});
  }
  return in_step_order(database_.write([&](SQLite::Database& db) {
    db::save_setup_step(db, caller.organization_id, step, completed, data_json, iso8601_utc(clock_.now()));
    return db::load_setup_progress(db, caller.organization_id);
  }));
}

}  // namespace dialer::domain
