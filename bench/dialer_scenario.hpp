#pragma once
// An hour of power dialing, time compressed (docs/dialer.md, "Progressive and power dialing"): 50 agents waiting in
// their conferences, 3 lines each, against a Twilio stub in this process that rings every call and answers it the
// way a real list does — 30 % a person, 20 % a machine, the rest no answer or busy, talk times drawn from a
// realistic spread — signing each of its requests like Twilio. Measures an agent's "ready" to the next call placed,
// an answered person to the agent connected, and checks the abandoned calls the product reports against the stub's
// count and that no lead is dialed twice. Every lead is in a zone where it is early afternoon, so none may be
// outside its window; the window rules themselves are tested in tests/ with a frozen clock.
#include <string>

namespace bench {

struct DialerScenarioSize {
  int agents = 50;
  int lines = 3;
  int leads = 20'000;
  int seconds = 60;          // the compressed hour
  double compression = 60;   // real seconds per bench second
};

// Prints its table rows (markdown) to `table`; returns whether every budget was met.
bool run_dialer_scenario(const std::string& binary, const DialerScenarioSize& size, std::string& table);

}  // namespace bench
