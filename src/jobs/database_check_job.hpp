#pragma once
// SQLite's quick_check over the database, at start and daily: System Status shows its outcome.
#include "jobs/job.hpp"

namespace dialer::domain {
class SystemChecks;
}

namespace dialer::jobs {

inline constexpr const char* kDatabaseCheckJob = "database-check";

JobSpec database_check_job(domain::SystemChecks& checks);

}  // namespace dialer::jobs
