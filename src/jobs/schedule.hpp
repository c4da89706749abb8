#pragma once
// When a job runs: every period, or only when someone asks for a time (due-time jobs such as callbacks due
// or cadence steps, which set their next time from what they find).
#include <optional>
#include <string>

#include "dialer/clock.hpp"

namespace dialer::jobs {

class Schedule {
 public:
  enum class FirstRun { kAtStart, kAfterPeriod };

  static Schedule every(Clock::duration period, FirstRun first = FirstRun::kAtStart);
  // No time of its own: runs at the times given to Scheduler::run_at / run_now or by the job itself.
  static Schedule on_demand() { return Schedule(std::nullopt, FirstRun::kAfterPeriod); }

  const std::optional<Clock::duration>& period() const { return period_; }
  FirstRun first_run() const { return first_; }

  // The first due time when the scheduler starts at `now`, if any.
  std::optional<Clock::time_point> first_due(Clock::time_point now) const;
  // The due time after a run that was due at `due` and started at `now`. Runs missed while the server was
  // stopped, busy or the clock jumped are not made up one by one: the next is a period from now.
  std::optional<Clock::time_point> next_due(Clock::time_point due, Clock::time_point now) const;

  // "every 15 minutes", "when due": for people.
  std::string describe() const;

 private:
  Schedule(std::optional<Clock::duration> period, FirstRun first) : period_(period), first_(first) {}

  std::optional<Clock::duration> period_;
  FirstRun first_;
};

// "15 minutes", "an hour", "2 days", "1500 ms": a duration the way a person says it.
std::string describe_duration(Clock::duration d);

}  // namespace dialer::jobs
