#pragma once
// The live overview (/dashboard, GET /api/v1/overview; docs/api.md "Overview") at a call centre's size: a year of
// 1,000,000 calls over several running campaigns and 50 agents, read for today and for 30 days over the real
// server's HTTP; then the same centre at work under 500 open event streams (bench/working_floor.hpp).
#include <cstdint>
#include <string>

namespace bench {

struct OverviewScenarioSize {
  std::int64_t calls = 1'000'000;
  int campaigns = 4;
  int leads_per_campaign = 10'000;
  int agents = 50;
  int live_calls = 500;
  int requests = 2000;
  int clients = 4;
};

// Prints its table rows (markdown) to `table`; returns whether every budget was met.
bool run_overview_scenario(const std::string& binary, const OverviewScenarioSize& size, std::string& table);

}  // namespace bench
