#pragma once
// Cadences at a centre's size (docs/api.md, "Cadences and message templates"): 100,000 leads enrolled from the
// leads screen's bulk action, the runner's scan of due steps among 1,000,000 active enrollments, 10,000 due texts
// sent to a Twilio stub, and texts of STOP arriving — over the real server's HTTP.
#include <cstdint>
#include <string>

namespace bench {

struct CadenceScenarioSize {
  int leads = 112'000;          // the enrolled, the texted and the ones who text STOP
  int enrolled = 100'000;       // enrolled in one bulk action
  int texted = 10'000;          // enrolled in an active cadence that texts at once
  std::int64_t scan_enrollments = 1'000'000;  // active enrollments written beside them for the scan
  int scans = 500;
  int stop_texts = 2'000;
  int clients = 4;
};

// Prints its table rows (markdown) to `table`; returns whether every budget was met.
bool run_cadence_scenario(const std::string& binary, const CadenceScenarioSize& size, std::string& table);

}  // namespace bench
