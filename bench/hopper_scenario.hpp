#pragma once
// The hopper at a call centre's size (docs/dialer.md, "The hopper" and "Why a campaign is not dialing"):
// 1,000,000 leads in 10 lists, a campaign over all of them, 10,000,000 do-not-call numbers, 50 agents — the
// funnel of the campaign, refills of 500 leads, and 50 agents claiming at once, over the real server's HTTP.
#include <cstdint>
#include <string>

namespace bench {

struct HopperScenarioSize {
  std::int64_t leads = 1'000'000;
  std::int64_t dnc_numbers = 10'000'000;
  int agents = 50;
  int refill_level = 500;
  int funnel_requests = 40;
  int refill_rounds = 20;
  int paced_seconds = 15;
};

// Prints its table rows (markdown) to `table`; returns whether every budget was met.
bool run_hopper_scenario(const std::string& binary, const HopperScenarioSize& size, std::string& table);

}  // namespace bench
