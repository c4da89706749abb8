#pragma once
// The scheduled GoHighLevel lead sync: every organization whose enabled lead sync last ran longer than the
// sync interval ago is synced, one after the other.
#include <chrono>

#include "dialer/clock.hpp"
#include "jobs/job.hpp"
#include "log/logger.hpp"

namespace dialer::domain {
class GoHighLevelService;
}

namespace dialer::jobs {

inline constexpr const char* kGoHighLevelSyncJob = "gohighlevel-sync";

JobSpec gohighlevel_sync_job(domain::GoHighLevelService& gohighlevel, const Clock& clock, Logger& logger,
                             std::chrono::seconds sync_interval);

}  // namespace dialer::jobs
