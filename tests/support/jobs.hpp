#pragma once
// Waiting for background jobs in tests: bounded waits on a condition, never a fixed sleep.
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <mutex>
#include <string>

#include "jobs/scheduler.hpp"

namespace test {

// Counts events (a job's runs) and lets a test wait for the n-th.
class Signal {
 public:
  void notify() {
    {
      std::lock_guard lock(mutex_);
      ++count_;
    }
    changed_.notify_all();
  }
  // True once count() >= n, false after the timeout.
  bool wait_for(int n, std::chrono::milliseconds timeout = std::chrono::seconds(5)) {
    std::unique_lock lock(mutex_);
    return changed_.wait_for(lock, timeout, [&] { return count_ >= n; });
  }
  int count() const {
    std::lock_guard lock(mutex_);
    return count_;
  }

 private:
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  int count_ = 0;
};

// Polls (every millisecond, up to the timeout) until the predicate holds; returns whether it did. For
// state the scheduler records after a job returned, which the job itself cannot signal.
bool eventually(const std::function<bool()>& predicate, std::chrono::milliseconds timeout = std::chrono::seconds(5));

// The named job's status once it has finished at least `runs` runs and is not running (fails the test
// after the timeout).
dialer::jobs::JobStatus wait_for_runs(const dialer::jobs::Scheduler& scheduler, const std::string& name,
                                      std::uint64_t runs);
// Asks the named job for one more run that starts after this call (after what the test just did: a write,
// a move of the clock) and returns its status once that run has ended. A count of runs taken before the
// action is not enough: a run already under way when the action lands ends first and has not seen it.
dialer::jobs::JobStatus run_once_more(dialer::jobs::Scheduler& scheduler, const std::string& name);
dialer::jobs::JobStatus job_named(const dialer::jobs::Scheduler& scheduler, const std::string& name);

}  // namespace test
