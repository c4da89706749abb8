#pragma once
// The dialer of progressive and power campaigns (docs/dialer.md, "Progressive and power dialing"): for each running
// campaign that dials by itself, as many calls ringing as its waiting agents can take — one per agent in
// progressive, the campaign's lines per agent (1–3) in power, one while its abandon rate over 30 days is above 3 % —
// within the Twilio account's calls per second. Leads come from the hopper; answers are handed over by the voice
// route (domain/dialer_answers.hpp).
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <string>

#include "dialer/clock.hpp"
#include "domain/background_work.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class CallService;
class CampaignService;
class Hopper;

class AutoDialer {
 public:
  static constexpr double kMostAbandonRate = 0.03;
  static constexpr std::chrono::hours kAbandonPeriod{24 * 30};
  static constexpr std::chrono::minutes kAbandonRateAge{1};  // how long a campaign's rate is reused

  // work: told when a campaign's hopper is below half its level while agents wait, so that the refill runs at
  // once, beside the dialer, and the dialer never waits for it.
  AutoDialer(db::Database& database, CampaignService& campaigns, Hopper& hopper, CallService& calls,
             BackgroundWork& work, const Clock& clock, double calls_per_second)
      : database_(database), campaigns_(campaigns), hopper_(hopper), calls_(calls), work_(work), clock_(clock),
        calls_per_second_(calls_per_second > 0 ? calls_per_second : 1) {}

  struct Pass {
    int placed = 0;
    // When calls per second held calls back: the next moment one may be placed.
    std::optional<Clock::time_point> again_at;
  };
  Pass run();

  // The campaign's abandoned calls over the last 30 days, as a share of those a person answered (0 when none).
  double abandon_rate(std::int64_t organization_id, std::int64_t campaign_id);
  // Lines per waiting agent the campaign dials now.
  int lines_now(std::int64_t organization_id, std::int64_t campaign_id, const std::string& dial_mode, int lines_per_agent);

 private:
  // Takes one call from the account's budget; false when the second is spent.
  bool take_budget(const std::string& account_sid, Clock::time_point now, Clock::time_point& again_at);

  db::Database& database_;
  CampaignService& campaigns_;
  Hopper& hopper_;
  CallService& calls_;
  BackgroundWork& work_;
  const Clock& clock_;
  const double calls_per_second_;

  std::mutex mutex_;
  struct Bucket {
    double tokens = 0;
    Clock::time_point at{};
  };
  std::map<std::string, Bucket> buckets_;  // per Twilio account
  struct Rate {
    double rate = 0;
    Clock::time_point at{};
  };
  std::map<std::int64_t, Rate> rates_;  // per campaign
};

}  // namespace dialer::domain
