#pragma once
// Every second: the agents whose wrap-up is over, their call given its disposition, are ready again.
#include "jobs/job.hpp"

namespace dialer::domain {
class AgentWork;
}

namespace dialer::jobs {

inline constexpr const char* kWrapUpEndJob = "wrap-up-end";

JobSpec wrap_up_end_job(domain::AgentWork& work);

}  // namespace dialer::jobs
