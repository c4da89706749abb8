#include "jobs/stale_call_sweep_job.hpp"

#include <chrono>
#include <string>

#include "domain/calls.hpp"

namespace dialer::jobs {

JobSpec stale_call_sweep_job(domain::CallService& calls) {
  JobSpec spec;
  spec.name = kStaleCallSweepJob;
  spec.description = "Cancels calls still waiting for the agent " + describe_duration(domain::CallService::kConnectWait) +
                     " after they were placed (a browser closed before connecting), so their leads can be called again";
  spec.schedule = Schedule::every(std::chrono::minutes(1));
  spec.run = [&calls](JobContext&) -> std::string {
    const int canceled = calls.cancel_unconnected();
    // Every organization's admins see the message: whether any were canceled, not whose.
    return canceled > 0 ? "Canceled calls whose agent never connected" : "No call was left waiting for its agent";
  };
  return spec;
}

}  // namespace dialer::jobs
