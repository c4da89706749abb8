#pragma once
// Runs the cadences' due steps: every 30 seconds, at once when leads are enrolled or a cadence starts, and again
// at once while more were due than one run takes.
#include "jobs/job.hpp"

namespace dialer::domain {
class CadenceRunner;
}

namespace dialer::jobs {

inline constexpr const char* kCadenceStepsJob = "cadence-steps";

JobSpec cadence_steps_job(domain::CadenceRunner& runner);

}  // namespace dialer::jobs
