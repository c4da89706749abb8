#pragma once
// Ends calls that were placed but never started at Twilio (the agent's browser closed before connecting), and
// calls whose final report never came, so that their leads are not held as "on another call", every minute.
#include "jobs/job.hpp"

namespace dialer::domain {
class CallService;
}

namespace dialer::jobs {

inline constexpr const char* kStaleCallSweepJob = "stale-call-sweep";

JobSpec stale_call_sweep_job(domain::CallService& calls);

}  // namespace dialer::jobs
