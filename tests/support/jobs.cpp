#include "support/jobs.hpp"

#include <doctest/doctest.h>

#include <thread>

namespace test {

bool eventually(const std::function<bool()>& predicate, std::chrono::milliseconds timeout) {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  while (!predicate()) {
    if (std::chrono::steady_clock::now() >= deadline) return false;
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  return true;
}

dialer::jobs::JobStatus job_named(const dialer::jobs::Scheduler& scheduler, const std::string& name) {
  for (auto& job : scheduler.jobs()) {
    if (job.name == name) return job;
  }
  FAIL("no job named " << name);
  return {};
}

dialer::jobs::JobStatus wait_for_runs(const dialer::jobs::Scheduler& scheduler, const std::string& name,
                                      std::uint64_t runs) {
  dialer::jobs::JobStatus status;
  const bool done = eventually([&] {
    status = job_named(scheduler, name);
    return status.runs >= runs && !status.running;
  });
  INFO("job " << name << ": " << status.runs << " runs, waiting for " << runs);
  REQUIRE(done);
  return status;
}

dialer::jobs::JobStatus run_once_more(dialer::jobs::Scheduler& scheduler, const std::string& name) {
  const auto jobs = scheduler.jobs();
  std::size_t index = 0;
  while (index < jobs.size() && jobs[index].name != name) ++index;
  REQUIRE_MESSAGE(index < jobs.size(), "no job named " << name);
  // Read before asking: a run under way now ends as runs + 1 and the one asked for follows it; with none
  // under way, the next run to start (asked for or due anyway) starts after this call.
  const auto now = jobs[index];
  scheduler.run_now(dialer::jobs::JobId{index});
  return wait_for_runs(scheduler, name, now.runs + (now.running ? 2 : 1));
}

}  // namespace test
