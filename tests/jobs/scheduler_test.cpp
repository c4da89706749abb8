// The scheduler driven by a ManualClock: periodic and due-time jobs run when the clock passes their time,
// "run now", no job overlapping itself, failures logged with the job's name, and a clean stop while a job
// runs. Waits are on conditions with a bounded timeout; time itself only moves by advance().
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstdio>
#include <fstream>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "jobs/scheduler.hpp"
#include "support/jobs.hpp"
#include "support/temp_dir.hpp"

namespace {

using dialer::jobs::JobContext;
using dialer::jobs::JobSpec;
using dialer::jobs::Schedule;
using dialer::jobs::Scheduler;
using namespace std::chrono_literals;

const dialer::Clock::time_point kSchedulerStart = std::chrono::sys_days{std::chrono::year{2026} / 11 / 21} + 9h;

// A logger writing into a temporary file the test can read back.
struct LogFile {
  LogFile() : file(std::fopen(dir.file("log.txt").c_str(), "w")), logger(dialer::LogFormat::kText, file) {}
  ~LogFile() { std::fclose(file); }
  std::string text() const {
    std::ifstream in(dir.file("log.txt"));
    std::stringstream content;
    content << in.rdbuf();
    return content.str();
  }
  test::TempDir dir;
  std::FILE* file;
  dialer::Logger logger;
};

// Declared after the objects its jobs use, so that the scheduler stops (in its destructor) before they go.
struct SchedulerFixture {
  dialer::ManualClock clock{kSchedulerStart};
  LogFile log;
  Scheduler scheduler{clock, log.logger};
};

JobSpec job(std::string name, Schedule schedule, std::function<std::string(JobContext&)> run) {
  JobSpec spec;
  spec.name = std::move(name);
  spec.description = "A job of the tests";
  spec.schedule = schedule;
  spec.run = std::move(run);
  return spec;
}

// Holds a run until the test opens it.
class Gate {
 public:
  void open() {
    {
      std::lock_guard lock(mutex_);
      open_ = true;
    }
    opened_.notify_all();
  }
  void pass() {
    std::unique_lock lock(mutex_);
    opened_.wait_for(lock, 10s, [this] { return open_; });
  }

 private:
  std::mutex mutex_;
  std::condition_variable opened_;
  bool open_ = false;
};

}  // namespace

TEST_CASE("scheduler: a periodic job runs at start, then each time the clock passes its period") {
  test::Signal ran;
  SchedulerFixture f;
  const auto id = f.scheduler.add(job("tick", Schedule::every(1min), [&](JobContext&) {
    ran.notify();
    return std::string("ticked");
  }));
  CHECK(f.scheduler.status(id).runs == 0);
  CHECK_FALSE(f.scheduler.status(id).next_run_at);  // not started

  f.scheduler.start();
  REQUIRE(ran.wait_for(1));
  const auto first = test::wait_for_runs(f.scheduler, "tick", 1);
  CHECK(first.next_run_at == kSchedulerStart + 1min);
  REQUIRE(first.last_run);
  CHECK(first.last_run->started_at == kSchedulerStart);
  CHECK(first.last_run->ok);
  CHECK(first.last_run->message == "ticked");

  f.clock.advance(59s);  // not yet due
  f.clock.advance(1s);
  REQUIRE(ran.wait_for(2));
  const auto second = test::wait_for_runs(f.scheduler, "tick", 2);
  CHECK(second.last_run->started_at == kSchedulerStart + 1min);
  CHECK(second.next_run_at == kSchedulerStart + 2min);

  // A jump over many periods runs the job once, not once per period missed.
  f.clock.advance(1h);
  REQUIRE(ran.wait_for(3));
  const auto third = test::wait_for_runs(f.scheduler, "tick", 3);
  CHECK(third.next_run_at == kSchedulerStart + 1h + 2min);
  CHECK(ran.count() == 3);
  CHECK(third.runs == 3);
  CHECK(third.failures == 0);
}

TEST_CASE("scheduler: a job whose first run is one period after the start") {
  test::Signal ran;
  SchedulerFixture f;
  f.scheduler.add(job("later", Schedule::every(1h, Schedule::FirstRun::kAfterPeriod), [&](JobContext&) {
    ran.notify();
    return std::string();
  }));
  f.scheduler.start();
  CHECK(test::job_named(f.scheduler, "later").next_run_at == kSchedulerStart + 1h);
  f.clock.advance(1h);
  REQUIRE(ran.wait_for(1));
  CHECK(test::wait_for_runs(f.scheduler, "later", 1).next_run_at == kSchedulerStart + 2h);
}

TEST_CASE("scheduler: a due-time job runs when the clock reaches its time, and can be scheduled again") {
  test::Signal ran;
  std::vector<dialer::Clock::time_point> seen;
  SchedulerFixture f;
  const auto id = f.scheduler.add(job("callback-due", Schedule::on_demand(), [&](JobContext&) {
    seen.push_back(f.clock.now());
    ran.notify();
    return std::string();
  }));
  f.scheduler.start();
  CHECK_FALSE(f.scheduler.status(id).next_run_at);  // nothing asked for: never runs by itself

  f.scheduler.run_at(id, kSchedulerStart + 10min);
  f.scheduler.run_at(id, kSchedulerStart + 20min);  // a later time does not postpone the earlier one
  CHECK(f.scheduler.status(id).next_run_at == kSchedulerStart + 10min);
  f.clock.advance(9min);
  CHECK(f.scheduler.status(id).runs == 0);
  f.clock.advance(1min);
  REQUIRE(ran.wait_for(1));
  const auto after = test::wait_for_runs(f.scheduler, "callback-due", 1);
  CHECK_FALSE(after.next_run_at);  // ran once; the time asked for is used up

  f.scheduler.run_at(id, kSchedulerStart + 30min);
  f.scheduler.run_at(id, kSchedulerStart + 15min);  // an earlier time wins
  CHECK(f.scheduler.status(id).next_run_at == kSchedulerStart + 15min);
  f.clock.advance(5min);
  REQUIRE(ran.wait_for(2));
  REQUIRE(seen.size() == 2);
  CHECK(seen[1] == kSchedulerStart + 15min);
  CHECK(seen[0] == kSchedulerStart + 10min);
}

TEST_CASE("scheduler: a job can set its own next time, and a time asked for during its run still applies") {
  test::Signal ran;
  Gate gate;
  std::atomic<int> runs = 0;
  dialer::jobs::JobId id;
  SchedulerFixture f;
  id = f.scheduler.add(job("cadence", Schedule::on_demand(), [&](JobContext& context) {
    ran.notify();
    if (++runs == 1) {
      gate.pass();
      context.run_next_at(kSchedulerStart + 2h);  // what it found: the next step is due in two hours
    } else {
      context.run_next_at(kSchedulerStart + 3h);
    }
    return std::string();
  }));
  f.scheduler.start();
  f.scheduler.run_now(id);
  REQUIRE(ran.wait_for(1));
  f.scheduler.run_at(id, kSchedulerStart + 1h);  // asked while it runs, earlier than what the run will set
  gate.open();
  REQUIRE(test::eventually([&] { return f.scheduler.status(id).runs == 1 && !f.scheduler.status(id).running; }));
  CHECK(f.scheduler.status(id).next_run_at == kSchedulerStart + 1h);

  f.clock.advance(1h);
  REQUIRE(ran.wait_for(2));
  CHECK(test::wait_for_runs(f.scheduler, "cadence", 2).next_run_at == kSchedulerStart + 3h);
}

TEST_CASE("scheduler: run now runs a job at once, and once more after a run in progress") {
  test::Signal ran;
  Gate gate;
  std::atomic<int> runs = 0;
  SchedulerFixture f;
  const auto id =
      f.scheduler.add(job("sync-now", Schedule::every(24h, Schedule::FirstRun::kAfterPeriod), [&](JobContext&) {
        ran.notify();
        if (++runs == 1) gate.pass();
        return std::string();
      }));
  f.scheduler.start();
  f.scheduler.run_now(id);  // the clock does not move: only the request makes it run
  REQUIRE(ran.wait_for(1));
  CHECK(f.scheduler.status(id).running);

  // Asked three times while it runs: one more run afterwards covers them all.
  f.scheduler.run_now(id);
  f.scheduler.run_now(id);
  f.scheduler.run_now(id);
  gate.open();
  REQUIRE(ran.wait_for(2));
  const auto done = test::wait_for_runs(f.scheduler, "sync-now", 2);
  CHECK(done.runs == 2);
  CHECK(done.next_run_at == kSchedulerStart + 24h);  // the period counts from the last run
  CHECK(runs == 2);
}

TEST_CASE("scheduler: a job never runs concurrently with itself") {
  std::atomic<int> inside = 0;
  std::atomic<int> most_inside = 0;
  test::Signal ran;
  test::Signal witness_ran;
  Gate gate;
  SchedulerFixture f;
  const auto id = f.scheduler.add(job("single", Schedule::every(1s), [&](JobContext&) {
    const int now_inside = ++inside;
    most_inside = std::max(most_inside.load(), now_inside);
    ran.notify();
    if (ran.count() == 1) gate.pass();
    --inside;
    return std::string();
  }));
  const auto witness = f.scheduler.add(job("witness", Schedule::on_demand(), [&](JobContext&) {
    witness_ran.notify();
    return std::string();
  }));
  f.scheduler.start();
  REQUIRE(ran.wait_for(1));
  // Due again and again while its first run is held, with two runners free.
  for (int i = 0; i < 10; ++i) {
    f.clock.advance(1s);
    f.scheduler.run_now(id);
  }
  // A free runner has looked at the jobs since: it took the witness, and not the running job.
  f.scheduler.run_now(witness);
  REQUIRE(witness_ran.wait_for(1));
  CHECK(ran.count() == 1);
  CHECK(most_inside == 1);

  gate.open();
  REQUIRE(ran.wait_for(2));  // the requests made while it ran: one more run
  const auto done = test::wait_for_runs(f.scheduler, "single", 2);
  CHECK(most_inside == 1);
  CHECK(done.next_run_at == kSchedulerStart + 11s);
}

TEST_CASE("scheduler: a long job does not delay the others") {
  Gate gate;
  test::Signal slow_started;
  test::Signal fast_ran;
  SchedulerFixture f;
  f.scheduler.add(job("slow", Schedule::every(1min), [&](JobContext&) {
    slow_started.notify();
    gate.pass();
    return std::string();
  }));
  f.scheduler.add(job("fast", Schedule::every(1min), [&](JobContext&) {
    fast_ran.notify();
    return std::string();
  }));
  f.scheduler.start();
  REQUIRE(slow_started.wait_for(1));
  REQUIRE(fast_ran.wait_for(1));
  test::wait_for_runs(f.scheduler, "fast", 1);
  f.clock.advance(1min);
  f.clock.advance(1min);
  REQUIRE(fast_ran.wait_for(2));  // while "slow" is still in its first run
  CHECK(test::job_named(f.scheduler, "slow").running);
  CHECK(slow_started.count() == 1);
  gate.open();
}

TEST_CASE("scheduler: a job that throws is logged with its name, recorded, and keeps its schedule") {
  test::Signal ran;
  std::atomic<int> runs = 0;
  SchedulerFixture f;
  f.scheduler.add(job("flaky-import", Schedule::every(5min), [&](JobContext&) -> std::string {
    ran.notify();
    if (++runs == 1) throw std::runtime_error("the relay refused the connection");
    return "recovered";
  }));
  f.scheduler.start();
  REQUIRE(ran.wait_for(1));
  const auto failed = test::wait_for_runs(f.scheduler, "flaky-import", 1);
  CHECK(failed.failures == 1);
  REQUIRE(failed.last_run);
  CHECK_FALSE(failed.last_run->ok);
  CHECK(failed.last_run->message == "the relay refused the connection");
  CHECK(failed.next_run_at == kSchedulerStart + 5min);
  CHECK(f.log.text().find("job flaky-import failed: the relay refused the connection") != std::string::npos);

  f.clock.advance(5min);
  REQUIRE(ran.wait_for(2));
  const auto recovered = test::wait_for_runs(f.scheduler, "flaky-import", 2);
  CHECK(recovered.runs == 2);
  CHECK(recovered.failures == 1);
  CHECK(recovered.last_run->ok);
  CHECK(recovered.last_run->message == "recovered");
}

TEST_CASE("scheduler: stop with a job running signals it, waits for it, and nothing runs afterwards") {
  test::Signal started;
  test::Signal saw_stop;
  Gate release;
  std::atomic<bool> finished = false;
  std::atomic<int> hook_calls = 0;
  JobSpec spec = job("long-sync", Schedule::every(1min), [&](JobContext& context) {
    started.notify();
    // Works until told to stop, as a long sync checks between pages.
    std::mutex mutex;
    std::condition_variable_any stopped;
    std::unique_lock lock(mutex);
    stopped.wait_for(lock, context.stop_token(), 10s, [] { return false; });
    if (context.stopping()) saw_stop.notify();
    release.pass();  // winding down takes a while
    finished = true;
    return std::string("stopped early");
  });
  spec.on_stop = [&] { ++hook_calls; };
  test::Signal other_ran;
  std::atomic<bool> stop_returned = false;
  std::atomic<bool> returned_while_job_ran = false;
  SchedulerFixture f;
  const auto id = f.scheduler.add(std::move(spec));
  const auto other = f.scheduler.add(job("other", Schedule::on_demand(), [&](JobContext&) {
    other_ran.notify();
    return std::string();
  }));
  f.scheduler.start();
  REQUIRE(started.wait_for(1));

  // Lets the job finish only once it has seen the stop, noting whether stop() had returned before that.
  std::thread releaser([&] {
    saw_stop.wait_for(1);
    returned_while_job_ran = stop_returned.load();
    release.open();
  });
  f.scheduler.stop();
  stop_returned = true;
  releaser.join();
  CHECK(saw_stop.count() == 1);
  CHECK_FALSE(returned_while_job_ran);
  CHECK(finished);
  CHECK(hook_calls == 1);
  const auto status = f.scheduler.status(id);
  CHECK_FALSE(status.running);
  CHECK(status.runs == 1);
  CHECK(status.last_run->message == "stopped early");

  // Nothing starts any more: not by time, not on request. The runners are gone, so this is final.
  f.clock.advance(1h);
  f.scheduler.run_now(id);
  f.scheduler.run_now(other);
  f.scheduler.stop();  // twice is fine
  CHECK(f.scheduler.status(id).runs == 1);
  CHECK(other_ran.count() == 0);
  CHECK(hook_calls == 1);
}

TEST_CASE("scheduler: services start before the jobs and stop after them, in reverse order") {
  std::vector<std::string> events;
  std::mutex mutex;
  const auto note = [&](const std::string& what) {
    std::lock_guard lock(mutex);
    events.push_back(what);
  };
  SchedulerFixture f;
  f.scheduler.add_service(
      "storage", [&] { note("start storage"); }, [&] { note("stop storage"); });
  f.scheduler.add_service(
      "merger", [&] { note("start merger"); }, [&] { note("stop merger"); });
  f.scheduler.add_service("broken", {}, [] { throw std::runtime_error("would not stop"); });
  test::Signal ran;
  f.scheduler.add(job("work", Schedule::every(1min), [&](JobContext&) {
    note("job");
    ran.notify();
    return std::string();
  }));
  f.scheduler.start();
  REQUIRE(ran.wait_for(1));
  CHECK_THROWS_AS(f.scheduler.add_service("late", {}, {}), std::logic_error);
  f.scheduler.stop();
  // A service that fails to stop is logged; the ones before it still stop.
  CHECK(events == std::vector<std::string>{"start storage", "start merger", "job", "stop merger", "stop storage"});
  CHECK(f.log.text().find("stopping broken failed: would not stop") != std::string::npos);
}

TEST_CASE("scheduler: a stop before the start stops the services and runs nothing") {
  dialer::ManualClock clock(kSchedulerStart);
  LogFile log;
  int stops = 0;
  std::atomic<int> runs = 0;
  {
    Scheduler scheduler(clock, log.logger);
    scheduler.add_service("storage", {}, [&] { ++stops; });
    scheduler.add(job("never", Schedule::every(1min), [&](JobContext&) {
      ++runs;
      return std::string();
    }));
    scheduler.request_stop();
    scheduler.start();
    clock.advance(1h);
  }  // the destructor stops
  CHECK(stops == 1);
  CHECK(runs == 0);
}

TEST_CASE("scheduler: job names are unique and a job needs something to run") {
  SchedulerFixture f;
  f.scheduler.add(job("a", Schedule::on_demand(), [](JobContext&) { return std::string(); }));
  CHECK_THROWS_AS(f.scheduler.add(job("a", Schedule::on_demand(), [](JobContext&) { return std::string(); })),
                  std::invalid_argument);
  CHECK_THROWS_AS(f.scheduler.add(job("", Schedule::on_demand(), [](JobContext&) { return std::string(); })),
                  std::invalid_argument);
  CHECK_THROWS_AS(f.scheduler.add(job("b", Schedule::on_demand(), {})), std::invalid_argument);
  CHECK_THROWS_AS(Schedule::every(0s), std::invalid_argument);
}

TEST_CASE("scheduler: a job added after the start runs on its schedule") {
  test::Signal ran;
  SchedulerFixture f;
  f.scheduler.start();
  f.scheduler.add(job("late", Schedule::every(10min, Schedule::FirstRun::kAfterPeriod), [&](JobContext&) {
    ran.notify();
    return std::string();
  }));
  CHECK(test::job_named(f.scheduler, "late").next_run_at == kSchedulerStart + 10min);
  f.clock.advance(10min);
  REQUIRE(ran.wait_for(1));
}

TEST_CASE("schedules describe themselves the way a person says them") {
  CHECK(Schedule::every(15min).describe() == "every 15 minutes");
  CHECK(Schedule::every(1min).describe() == "every minute");
  CHECK(Schedule::every(1h).describe() == "every hour");
  CHECK(Schedule::every(2h).describe() == "every 2 hours");
  CHECK(Schedule::every(24h).describe() == "every day");
  CHECK(Schedule::every(90s).describe() == "every 90 seconds");
  CHECK(Schedule::every(1s).describe() == "every second");
  CHECK(Schedule::every(1500ms).describe() == "every 1500 ms");
  CHECK(Schedule::on_demand().describe() == "when due");
  CHECK(dialer::jobs::describe_duration(std::chrono::days(90)) == "90 days");
}
