#include "calling/calling_rules.hpp"

#include <algorithm>

namespace dialer::calling {
namespace {

constexpr int kHour = 60;

std::array<std::optional<DayHours>, 7> every_day(int open, int close) {
  std::array<std::optional<DayHours>, 7> days;
  days.fill(DayHours{open * kHour, close * kHour});
  return days;
}

// Monday to Saturday only.
std::array<std::optional<DayHours>, 7> no_sunday(int open, int close) {
  auto days = every_day(open, close);
  days[6].reset();
  return days;
}

}  // namespace

CallingRules CallingRules::defaults() {
  CallingRules rules;
  rules.window = CallingWindow::every_day();
  // State telemarketing laws stricter than the federal 08:00–21:00, as preloaded starting points: an admin
  // checks them with counsel and edits them on the Calling Rules screen.
  auto texas = every_day(9, 21);
  texas[6] = DayHours{12 * kHour, 21 * kHour};  // Sundays from noon
  rules.states = {
      {"AL", no_sunday(8, 20), std::nullopt},
      {"CT", every_day(9, 20), std::nullopt},
      {"FL", every_day(8, 20), 3},
      {"LA", no_sunday(8, 20), std::nullopt},
      {"MA", every_day(8, 20), std::nullopt},
      {"MD", every_day(8, 20), 3},
      {"MS", no_sunday(8, 20), std::nullopt},
      {"OK", every_day(8, 20), 3},
      {"TX", texas, std::nullopt},
      {"WA", every_day(8, 20), std::nullopt},
  };
  return rules;
}

const StateRule* CallingRules::state_rule(std::string_view state_code) const {
  const auto found = std::find_if(states.begin(), states.end(), [&](const StateRule& r) { return r.state == state_code; });
  return found == states.end() ? nullptr : &*found;
}

CallingWindow CallingRules::window_for(std::string_view state_code) const {
  const StateRule* rule = state_code.empty() ? nullptr : state_rule(state_code);
  return rule ? narrowed(window, rule->days) : window;
}

}  // namespace dialer::calling
