#pragma once
// Calls at a year's size (docs/dialer.md, "Calls"): 1,000,000 calls kept, the history paged and filtered, the
// analytics of 30 days, and Twilio's signed status reports arriving for calls in progress — over the real
// server's HTTP.
#include <cstdint>
#include <string>

namespace bench {

struct CallsScenarioSize {
  std::int64_t calls = 1'000'000;
  int leads = 20'000;
  int agents = 10;
  int campaigns = 3;
  int live_calls = 5'000;  // each gets initiated, ringing, in-progress, completed
  int clients = 8;
  int page_requests = 400;
};

// Prints its table rows (markdown) to `table`; returns whether every budget was met.
bool run_calls_scenario(const std::string& binary, const CallsScenarioSize& size, std::string& table);

}  // namespace bench
