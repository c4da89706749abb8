#include "jobs/scheduler.hpp"

#include <algorithm>
#include <stdexcept>

namespace dialer::jobs {
namespace {

// Runners look at the clock again at least this often, so that a jump of the system clock (which tells no
// listener) delays a due job by no more than this.
constexpr auto kLongestWait = std::chrono::seconds(30);

std::optional<Clock::time_point> earliest(std::optional<Clock::time_point> a, std::optional<Clock::time_point> b) {
  if (!a) return b;
  if (!b) return a;
  return std::min(*a, *b);
}

std::string failure_text(const std::exception_ptr& error) {
  try {
    std::rethrow_exception(error);
  } catch (const std::exception& e) {
    return *e.what() ? e.what() : "an error without a message";
  } catch (...) {
    return "an exception that is not a std::exception";
  }
}

}  // namespace

struct Scheduler::Job {
  explicit Job(JobSpec s) : spec(std::move(s)) {}

  const JobSpec spec;  // read without the lock: never changes
  std::optional<Clock::time_point> next_run;
  // The earliest run_at() while the job was running: it outlives a time the job sets for itself.
  std::optional<Clock::time_point> asked_while_running;
  bool running = false;
  std::optional<JobRun> last_run;
  std::uint64_t runs = 0;
  std::uint64_t failures = 0;
};

Scheduler::Scheduler(Clock& clock, Logger& logger, int runners)
    : clock_(clock), logger_(logger), runner_count_(std::max(1, runners)) {}

Scheduler::~Scheduler() { stop(); }

JobId Scheduler::add(JobSpec spec) {
  if (spec.name.empty()) throw std::invalid_argument("a job needs a name");
  if (!spec.run) throw std::invalid_argument("job " + spec.name + " has nothing to run");
  std::lock_guard lock(mutex_);
  for (const auto& job : jobs_) {
    if (job->spec.name == spec.name) throw std::invalid_argument("a job named " + spec.name + " exists already");
  }
  auto job = std::make_unique<Job>(std::move(spec));
  if (started_) job->next_run = job->spec.schedule.first_due(clock_.now());
  jobs_.push_back(std::move(job));
  wake_.notify_all();
  return JobId{jobs_.size() - 1};
}

void Scheduler::add_service(std::string name, std::function<void()> start, std::function<void()> stop) {
  std::lock_guard lock(mutex_);
  if (started_) throw std::logic_error("service " + name + " added after the scheduler started");
  services_.push_back(Service{std::move(name), std::move(start), std::move(stop)});
}

void Scheduler::start() {
  std::lock_guard stopping(stop_mutex_);
  std::vector<Service> services;
  {
    std::lock_guard lock(mutex_);
    if (started_ || stop_requested_) return;
    started_ = true;
    const auto now = clock_.now();
    for (auto& job : jobs_) job->next_run = earliest(job->next_run, job->spec.schedule.first_due(now));
    services = services_;
  }
  for (const auto& service : services) {
    if (service.start) service.start();
  }
  clock_listener_ = clock_.add_listener([this] {
    // Under the lock, so that a runner between reading the clock and waiting cannot miss the jump.
    std::lock_guard lock(mutex_);
    wake_.notify_all();
  });
  for (int i = 0; i < runner_count_; ++i) runners_.emplace_back([this] { runner(); });
}

void Scheduler::request_stop() {
  std::vector<std::function<void()>> hooks;
  {
    std::lock_guard lock(mutex_);
    if (stop_requested_) return;
    stop_requested_ = true;
    for (const auto& job : jobs_) {
      if (job->spec.on_stop) hooks.push_back(job->spec.on_stop);
    }
    wake_.notify_all();
  }
  stop_source_.request_stop();
  for (const auto& hook : hooks) hook();
}

void Scheduler::stop() {
  request_stop();
  std::lock_guard stopping(stop_mutex_);
  for (auto& thread : runners_) thread.join();
  runners_.clear();
  if (clock_listener_) {
    clock_.remove_listener(*clock_listener_);
    clock_listener_.reset();
  }
  stop_services();
}

void Scheduler::stop_services() {
  if (services_stopped_) return;
  services_stopped_ = true;
  std::vector<Service> services;
  {
    std::lock_guard lock(mutex_);
    services = services_;
  }
  for (auto it = services.rbegin(); it != services.rend(); ++it) {
    if (!it->stop) continue;
    try {
      it->stop();
    } catch (...) {
      // One service that fails to stop must not keep the others (the database's close among them) running.
      const std::string what = failure_text(std::current_exception());
      logger_.error("stopping " + it->name + " failed: " + what, {{"service", it->name}, {"error", what}});
    }
  }
}

void Scheduler::run_now(JobId id) { run_at(id, clock_.now()); }

void Scheduler::run_at(JobId id, Clock::time_point at) {
  std::lock_guard lock(mutex_);
  Job& job = *jobs_.at(id.index);
  job.next_run = earliest(job.next_run, at);
  if (job.running) job.asked_while_running = earliest(job.asked_while_running, at);
  wake_.notify_all();
}

std::vector<JobStatus> Scheduler::jobs() const {
  std::lock_guard lock(mutex_);
  std::vector<JobStatus> out;
  out.reserve(jobs_.size());
  for (const auto& job : jobs_) out.push_back(status_of(*job));
  return out;
}

JobStatus Scheduler::status(JobId id) const {
  std::lock_guard lock(mutex_);
  return status_of(*jobs_.at(id.index));
}

JobStatus Scheduler::status_of(const Job& job) const {
  return JobStatus{job.spec.name, job.spec.description, job.spec.schedule.describe(),
                   job.running,   job.last_run,         job.next_run,
                   job.runs,      job.failures};
}

void Scheduler::runner() {
  std::unique_lock lock(mutex_);
  while (!stop_requested_) {
    const auto now = clock_.now();
    Job* due = nullptr;  // the most overdue job that is not running
    std::optional<Clock::time_point> next_due;
    for (const auto& job : jobs_) {
      if (job->running || !job->next_run) continue;
      if (*job->next_run <= now) {
        if (!due || *job->next_run < *due->next_run) due = job.get();
      } else {
        next_due = earliest(next_due, job->next_run);
      }
    }
    if (due) {
      run(*due, now, lock);
      continue;
    }
    Clock::duration wait = kLongestWait;
    if (next_due) wait = std::min(wait, *next_due - now);
    wake_.wait_for(lock, wait);
  }
}

void Scheduler::run(Job& job, Clock::time_point now, std::unique_lock<std::mutex>& lock) {
  const Clock::time_point due_at = *job.next_run;
  job.running = true;
  job.asked_while_running.reset();
  job.next_run = job.spec.schedule.next_due(due_at, now);
  lock.unlock();

  JobContext context(stop_source_.get_token());
  const auto started_at = clock_.now();
  // Steady time: the duration is a measurement, whatever the injected clock does meanwhile.
  const auto started = std::chrono::steady_clock::now();
  std::string message;
  std::exception_ptr error;
  try {
    message = job.spec.run(context);
  } catch (...) {
    error = std::current_exception();
  }
  const auto took = std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started);
  if (error) {
    message = failure_text(error);
    logger_.error("job " + job.spec.name + " failed: " + message,
                  {{"event", "job_failed"}, {"job", job.spec.name}, {"error", message}});
  }

  lock.lock();
  job.running = false;
  ++job.runs;
  if (error) ++job.failures;
  job.last_run = JobRun{started_at, took, !error, std::move(message)};
  if (context.next_at()) job.next_run = earliest(*context.next_at(), job.asked_while_running);
  job.asked_while_running.reset();
  // Another runner may be waiting for this job (asked while it ran), or for a time this run moved.
  wake_.notify_all();
}

}  // namespace dialer::jobs
