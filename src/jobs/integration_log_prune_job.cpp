#include "jobs/integration_log_prune_job.hpp"

#include <chrono>
#include <string>

#include "domain/integration_log.hpp"

namespace dialer::jobs {

JobSpec integration_log_prune_job(domain::IntegrationLog& log, const Clock& clock, Logger& logger) {
  JobSpec spec;
  spec.name = kIntegrationLogPruneJob;
  spec.description = "Removes integration log entries older than " +
                     describe_duration(domain::kIntegrationLogRetention) + " from every organization's log";
  spec.schedule = Schedule::every(std::chrono::hours(1));
  spec.run = [&log, &clock, &logger](JobContext&) -> std::string {
    const int removed = log.prune(clock.now());
    if (removed > 0) {
      logger.info("pruned integration log entries older than 90 days", {{"removed", std::to_string(removed)}});
    }
    // Every organization's admins see the message: whether anything went, not how much of whose.
    return removed > 0 ? "Removed the entries past the retention" : "Nothing was old enough to remove";
  };
  return spec;
}

}  // namespace dialer::jobs
