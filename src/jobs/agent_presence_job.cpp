#include "jobs/agent_presence_job.hpp"

#include <chrono>
#include <string>

#include "domain/agent_states.hpp"

namespace dialer::jobs {

JobSpec agent_presence_job(domain::AgentStates& states) {
  JobSpec spec;
  spec.name = kAgentPresenceJob;
  spec.description = "Takes offline the agents whose browser has not been heard from for " +
                     describe_duration(domain::AgentStates::kHeartbeatTimeout) + ", and gives back the leads they held";
  spec.schedule = Schedule::every(std::chrono::seconds(15));
  spec.run = [&states](JobContext&) -> std::string {
    // Every organization's admins see the message: whether anyone went offline, not who.
    return states.end_silent() > 0 ? "Took offline agents whose browser went silent" : "Every working agent is there";
  };
  return spec;
}

}  // namespace dialer::jobs
