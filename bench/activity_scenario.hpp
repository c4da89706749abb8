#pragma once
// The lead-history benchmark: a database holding 10,000,000 history entries (written straight into the file
// while the server is stopped, 10,000 for each of 1,000 leads), then a lead's newest page and a page deep in its
// history, read through the real server's API. Runs its own server process.
#include <string>

namespace bench {

struct ActivityScenarioSize {
  int leads = 1'000;
  int entries_per_lead = 10'000;
  int requests = 2'000;
  int clients = 4;
};

// Prints its table rows (markdown) to `table`; returns whether every budget was met.
bool run_activity_scenario(const std::string& binary, const ActivityScenarioSize& size, std::string& table);

}  // namespace bench
