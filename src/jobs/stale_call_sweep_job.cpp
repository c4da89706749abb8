#include "jobs/stale_call_sweep_job.hpp"

#include <chrono>
#include <string>

#include "domain/calls.hpp"

namespace dialer::jobs {

JobSpec stale_call_sweep_job(domain::CallService& calls) {
  JobSpec spec;
  spec.name = kStaleCallSweepJob;
  spec.description = "Cancels calls still waiting for the agent " + describe_duration(domain::CallService::kConnectWait) +
                     " after they were placed (a browser closed before connecting), ends calls Twilio never reported "
                     "ending, so their leads can be called again, and gives \"Agent lost\" to answered calls left without a "
                     "disposition " + describe_duration(domain::CallService::kAgentLostAfter) + " after they ended";
  spec.schedule = Schedule::every(std::chrono::minutes(1));
  spec.run = [&calls](JobContext&) -> std::string {
    const int canceled = calls.end_stale_calls();
    const int lost = calls.give_lost_calls_their_disposition();
    // Every organization's admins see the message: whether any were ended or lost, not whose.
    if (lost > 0) return "Gave \"Agent lost\" to calls left without a disposition";
    return canceled > 0 ? "Ended calls whose agent never connected or whose end was never reported"
                        : "No call was left waiting";
  };
  return spec;
}

}  // namespace dialer::jobs
