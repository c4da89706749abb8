#pragma once
// Do-not-call at the size of a national registry extract: 10,000,000 numbers streamed into the real server's
// import, the server's memory before and after, a restart that loads them, and the lookup the hopper makes
// (domain::DncRegistry, in this process, over the same 10,000,000 numbers).
#include <cstdint>
#include <string>

namespace bench {

struct DncScenarioSize {
  std::int64_t numbers = 10'000'000;
  std::int64_t lookups = 10'000'000;
};

// Prints its table rows (markdown) to `table`; returns whether every budget was met.
bool run_dnc_scenario(const std::string& binary, const DncScenarioSize& size, std::string& table);

}  // namespace bench
