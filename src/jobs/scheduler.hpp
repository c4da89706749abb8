#pragma once
// The one home of background work: every periodic and due-time job runs here, on a small pool of runner
// threads, so that a long job (a GoHighLevel sync can take half a minute) never delays the others and no
// module starts a thread of its own. Due times come from the injected Clock: with a ManualClock, advance()
// makes due jobs run. Services that keep threads of their own (storage upkeep) start and stop here too, so
// start() and stop() are the one start and the one stop of everything in the background.
//
// A job never runs concurrently with itself. Asking for a run while it runs (run_now, run_at) makes it run
// again once it has finished, so no request is lost. A failure (an exception) is logged with the job's name
// and kept as the last run; the job keeps its schedule.
#include <condition_variable>
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>
#include <thread>
#include <vector>

#include "dialer/clock.hpp"
#include "jobs/job.hpp"
#include "log/logger.hpp"

namespace dialer::jobs {

class Scheduler {
 public:
  static constexpr int kDefaultRunners = 3;

  Scheduler(Clock& clock, Logger& logger, int runners = kDefaultRunners);
  ~Scheduler();  // stop()
  Scheduler(const Scheduler&) = delete;
  Scheduler& operator=(const Scheduler&) = delete;

  // Before or after start(). Throws std::invalid_argument for an empty or taken name or no run function.
  JobId add(JobSpec spec);
  // A service with threads of its own: start() calls `start` (in the order added, before any job runs) and
  // stop() calls `stop` (in reverse order, after the last run ended), each once. stop() calls `stop` even
  // when start() never ran, so it must be safe on its own. Before start() only.
  void add_service(std::string name, std::function<void()> start, std::function<void()> stop);

  // Starts the services, then the runners. Does nothing after stop was asked.
  void start();
  // Nothing new starts, waits end, running jobs see JobContext::stopping() and the jobs' on_stop hooks run.
  // Does not wait: callable from any thread, e.g. the one that handles signals.
  void request_stop();
  // request_stop(), waits for running jobs to return, then stops the services. Safe to call from several
  // threads and more than once; never from inside a job.
  void stop();

  // Due now: runs as soon as a runner is free (again after the current run, if it is running).
  void run_now(JobId id);
  // Due no later than `at`: an earlier due time stays.
  void run_at(JobId id, Clock::time_point at);

  // Every job in the order added.
  std::vector<JobStatus> jobs() const;
  JobStatus status(JobId id) const;

 private:
  struct Job;
  struct Service {
    std::string name;
    std::function<void()> start;
    std::function<void()> stop;
  };

  void runner();
  // Called with the lock held; returns with it held, the lock released while the job runs.
  void run(Job& job, Clock::time_point now, std::unique_lock<std::mutex>& lock);
  JobStatus status_of(const Job& job) const;
  void stop_services();

  Clock& clock_;
  Logger& logger_;
  const int runner_count_;

  mutable std::mutex mutex_;
  std::condition_variable wake_;
  std::vector<std::unique_ptr<Job>> jobs_;
  std::vector<Service> services_;
  bool started_ = false;
  bool stop_requested_ = false;
  std::stop_source stop_source_;

  std::mutex stop_mutex_;  // two stop() calls must not join the same threads or stop a service twice
  std::vector<std::thread> runners_;
  std::optional<std::uint64_t> clock_listener_;
  bool services_stopped_ = false;
};

}  // namespace dialer::jobs
