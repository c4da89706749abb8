#pragma once
// An organization's calling rules (docs/dialer.md, "Calling rules"): its calling window, its holidays, and the
// states whose own law asks for less — shorter hours, fewer calls a day — preloaded and editable.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "calling/calling_window.hpp"

namespace dialer::calling {

struct StateRule {
  std::string state;  // two-letter code, "FL"
  // Its hours per weekday (Monday first); a day without hours: no calls into the state that day.
  std::array<std::optional<DayHours>, 7> days;
  // Calls to one lead in any 24 hours, over every campaign; none: only the campaign's own limit.
  std::optional<int> max_calls_per_24h;
};

struct CallingRules {
  CallingWindow window;  // the organization's hours and holidays
  std::vector<StateRule> states;
  // An opt-out on one channel (a text's STOP, 9 pressed on a call, an e-mail's unsubscribe link, a Do Not Call
  // disposition) stops every channel for that lead (docs/dialer.md, "Proof of compliance"): on unless turned off.
  bool opt_out_all_channels = true;

  // 08:00–21:00 every day, no holidays, and the state rules the product knows (Florida 08:00–20:00 and 3 calls
  // in 24 hours, …), until an admin saves their own.
  static CallingRules defaults();

  const StateRule* state_rule(std::string_view state_code) const;
  // The window for a lead in `state_code` ("" when unknown): the organization's, narrowed day by day to the
  // state's hours.
  CallingWindow window_for(std::string_view state_code) const;
};

}  // namespace dialer::calling
