#pragma once
// Takes offline the agents whose browser stopped saying it is there, and gives back the leads they held, every
// 15 seconds.
#include "jobs/job.hpp"

namespace dialer::domain {
class AgentStates;
}

namespace dialer::jobs {

inline constexpr const char* kAgentPresenceJob = "agent-presence";

JobSpec agent_presence_job(domain::AgentStates& states);

}  // namespace dialer::jobs
