// The organization's rules narrowed by a state's own: shorter evenings, later Sundays, no Sundays.
#include <doctest/doctest.h>

#include "calling/calling_rules.hpp"

namespace {

using dialer::calling::CallingRules;
using dialer::calling::DayHours;

std::pair<int, int> open_close(const std::optional<DayHours>& day) {
  REQUIRE(day);
  return {day->open, day->close};
}

}  // namespace

TEST_CASE("calling rules: a state's rule narrows the organization's hours day by day") {
  const auto rules = CallingRules::defaults();
  REQUIRE(rules.state_rule("FL"));
  CHECK(rules.state_rule("FL")->max_calls_per_24h == 3);
  CHECK(rules.state_rule("NY") == nullptr);

  const auto florida = rules.window_for("FL");
  for (const auto& day : florida.days) CHECK(open_close(day) == std::pair{8 * 60, 20 * 60});
  // Texas: 09:00-21:00, Sundays from noon.
  const auto texas = rules.window_for("TX");
  CHECK(open_close(texas.days[0]) == std::pair{9 * 60, 21 * 60});
  CHECK(open_close(texas.days[6]) == std::pair{12 * 60, 21 * 60});
  // Alabama: no Sundays.
  CHECK_FALSE(rules.window_for("AL").days[6]);
  // No rule, or no state: the organization's own.
  CHECK(open_close(rules.window_for("NY").days[6]) == std::pair{8 * 60, 21 * 60});
  CHECK(open_close(rules.window_for("").days[6]) == std::pair{8 * 60, 21 * 60});

  // The organization's closed days and holidays stay closed whatever the state allows; hours that no longer
  // overlap close the day.
  auto mine = rules;
  mine.window.days[0].reset();
  mine.window.days[1] = DayHours{20 * 60 + 30, 21 * 60};
  mine.window.holidays.insert("2026-12-25");
  const auto narrowed = mine.window_for("FL");
  CHECK_FALSE(narrowed.days[0]);
  CHECK_FALSE(narrowed.days[1]);
  CHECK(narrowed.holidays.count("2026-12-25") == 1);
}
