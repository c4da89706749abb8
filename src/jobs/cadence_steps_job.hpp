#pragma once
// Runs the cadences' due steps: every 30 seconds, at once when leads are enrolled or a cadence starts, and again
// at once while more were due than one run takes.
#include "jobs/job.hpp"
#include "log/logger.hpp"

namespace dialer::domain {
class CadenceRunner;
}

namespace dialer::jobs {

inline constexpr const char* kCadenceStepsJob = "cadence-steps";

// Each run that did something says in the log how many steps ran, texts and e-mails went, steps wait and
// enrollments stopped (never whose).
JobSpec cadence_steps_job(domain::CadenceRunner& runner, Logger& logger);

}  // namespace dialer::jobs
