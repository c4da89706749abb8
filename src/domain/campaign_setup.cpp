#include "domain/campaign_setup.hpp"

#include <algorithm>

#include "db/cadence_store.hpp"
#include "db/campaign_store.hpp"
#include "db/database.hpp"
#include "db/setup_progress_store.hpp"
#include "domain/domain_error.hpp"
#include "dialer/iso_time.hpp"

namespace dialer::domain {
namespace {

constexpr std::size_t kMaxStepData = 16 * 1024;
constexpr std::string_view kCampaignStep = "campaign";
constexpr std::string_view kCadenceStep = "cadence";

// What the organization has running: "Campaign" is completed only while one of its campaigns runs, "Cadence"
// only while one of its cadences is active (docs/dialer.md, "Campaigns").
struct Running {
  bool campaign = false;
  bool cadence = false;
};

Running running_in(SQLite::Database& db, std::int64_t organization_id) {
  return {db::has_active_campaign(db, organization_id), db::has_active_cadence(db, organization_id)};
}

SetupProgress in_step_order(const std::map<std::string, bool>& stored, Running running) {
  SetupProgress out;
  for (const auto step : kSetupSteps) {
    const auto it = stored.find(std::string(step));
    const bool done = it != stored.end() && it->second && (step != kCampaignStep || running.campaign) &&
                      (step != kCadenceStep || running.cadence);
    out.emplace_back(std::string(step), done);
  }
  return out;
}

}  // namespace

SetupProgress CampaignSetupService::progress(const auth::Caller& caller) {
  return database_.read([&](SQLite::Database& db) {
    return in_step_order(db::load_setup_progress(db, caller.organization_id), running_in(db, caller.organization_id));
  });
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
  return database_.write([&](SQLite::Database& db) {
    const auto running = running_in(db, caller.organization_id);
    if (step == kCampaignStep && completed && !running.campaign) {
      throw DomainError::conflict("no_active_campaign",
                                  "Start a campaign first: this step is done once one of your campaigns is running");
    }
    if (step == kCadenceStep && completed && !running.cadence) {
      throw DomainError::conflict("no_active_cadence",
                                  "Activate a cadence first: this step is done once one of your cadences is active");
    }
    db::save_setup_step(db, caller.organization_id, step, completed, data_json, iso8601_utc(clock_.now()));
    return in_step_order(db::load_setup_progress(db, caller.organization_id), running);
  });
}

}  // namespace dialer::domain
