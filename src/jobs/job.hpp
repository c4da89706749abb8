#pragma once
// A job as the scheduler sees it (what it is, what it does) and as admins see it (its last and next run).
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>

#include "dialer/clock.hpp"
#include "jobs/schedule.hpp"

namespace dialer::jobs {

// What a run gets from the scheduler.
class JobContext {
 public:
  explicit JobContext(std::stop_token stop) : stop_(std::move(stop)) {}

  // True once the scheduler is stopping: a long run checks it between steps and returns early. Waits can
  // end on it too (std::condition_variable_any, std::stop_callback).
  bool stopping() const { return stop_.stop_requested(); }
  const std::stop_token& stop_token() const { return stop_; }

  // For a job whose next time depends on what it found (the next callback due): its next run, instead of
  // the one its schedule gives. A time asked for with Scheduler::run_at during this run still applies.
  void run_next_at(Clock::time_point at) { next_at_ = at; }
  const std::optional<Clock::time_point>& next_at() const { return next_at_; }

 private:
  std::stop_token stop_;
  std::optional<Clock::time_point> next_at_;
};

// Returns a sentence about what the run did ("" when there is nothing to say); it becomes the last run's
// message. Throwing fails the run: the scheduler logs it with the job's name and keeps the schedule.
using JobFunction = std::function<std::string(JobContext&)>;

struct JobSpec {
  std::string name;         // stable and unique, in kebab case: "gohighlevel-sync"
  std::string description;  // one sentence for an admin
  Schedule schedule = Schedule::on_demand();
  JobFunction run;
  // Called once when the scheduler is asked to stop, from the thread that asks, running or not: for work
  // the stop token cannot reach by itself (an HTTP request in progress). Must not block.
  std::function<void()> on_stop;
};

struct JobRun {
  Clock::time_point started_at;
  std::chrono::milliseconds duration{0};
  bool ok = true;
  std::string message;  // the run's sentence, or what made it fail
};

struct JobStatus {
  std::string name;
  std::string description;
  std::string schedule;
  bool running = false;
  std::optional<JobRun> last_run;  // the last finished run
  std::optional<Clock::time_point> next_run_at;
  std::uint64_t runs = 0;
  std::uint64_t failures = 0;
};

// Names a job added to a Scheduler.
struct JobId {
  std::size_t index = 0;
};

}  // namespace dialer::jobs
