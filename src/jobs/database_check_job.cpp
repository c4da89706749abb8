#include "jobs/database_check_job.hpp"

#include <chrono>

#include "domain/system_checks.hpp"

namespace dialer::jobs {

JobSpec database_check_job(domain::SystemChecks& checks) {
  JobSpec spec;
  spec.name = kDatabaseCheckJob;
  spec.description = "Checks the database file for damage (SQLite's quick_check) at start and every day; System Status shows the outcome";
  spec.schedule = Schedule::every(std::chrono::hours(24));
  spec.run = [&checks](JobContext&) { return checks.check_integrity(); };
  return spec;
}

}  // namespace dialer::jobs
