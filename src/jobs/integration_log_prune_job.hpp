#pragma once
// Removes integration log entries past their 90 days, hourly.
#include "dialer/clock.hpp"
#include "jobs/job.hpp"
#include "log/logger.hpp"

namespace dialer::domain {
class IntegrationLog;
}

namespace dialer::jobs {

inline constexpr const char* kIntegrationLogPruneJob = "integration-log-pruning";

JobSpec integration_log_prune_job(domain::IntegrationLog& log, const Clock& clock, Logger& logger);

}  // namespace dialer::jobs
