#include "jobs/schedule.hpp"

#include <stdexcept>

namespace dialer::jobs {
namespace {

struct Unit {
  Clock::duration length;
  const char* one;   // "a minute"
  const char* many;  // "minutes"
};

}  // namespace

Schedule Schedule::every(Clock::duration period, FirstRun first) {
  if (period <= Clock::duration::zero()) throw std::invalid_argument("a job's period must be positive");
  return Schedule(period, first);
}

std::optional<Clock::time_point> Schedule::first_due(Clock::time_point now) const {
  if (!period_) return std::nullopt;
  return first_ == FirstRun::kAtStart ? now : now + *period_;
}

std::optional<Clock::time_point> Schedule::next_due(Clock::time_point due, Clock::time_point now) const {
  if (!period_) return std::nullopt;
  const auto next = due + *period_;
  return next > now ? next : now + *period_;
}

std::string Schedule::describe() const {
  if (!period_) return "when due";
  const std::string text = describe_duration(*period_);
  // "every a minute" reads wrong: "every minute".
  if (text.rfind("a ", 0) == 0) return "every " + text.substr(2);
  if (text.rfind("an ", 0) == 0) return "every " + text.substr(3);
  return "every " + text;
}

std::string describe_duration(Clock::duration d) {
  using namespace std::chrono;
  static const Unit kUnits[] = {
      {duration_cast<Clock::duration>(days(1)), "a day", "days"},
      {duration_cast<Clock::duration>(hours(1)), "an hour", "hours"},
      {duration_cast<Clock::duration>(minutes(1)), "a minute", "minutes"},
      {duration_cast<Clock::duration>(seconds(1)), "a second", "seconds"},
  };
  for (const auto& unit : kUnits) {
    if (d >= unit.length && d % unit.length == Clock::duration::zero()) {
      const auto count = d / unit.length;
      return count == 1 ? unit.one : std::to_string(count) + " " + unit.many;
    }
  }
  return std::to_string(duration_cast<milliseconds>(d).count()) + " ms";
}

}  // namespace dialer::jobs
