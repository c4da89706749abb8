#pragma once
// Every 30 seconds: callbacks whose time has come enter their campaign's hopper at priority 50.
#include "jobs/job.hpp"

namespace dialer::domain {
class Callbacks;
}

namespace dialer::jobs {

inline constexpr const char* kCallbacksDueJob = "callbacks-due";

JobSpec callbacks_due_job(domain::Callbacks& callbacks);

}  // namespace dialer::jobs
