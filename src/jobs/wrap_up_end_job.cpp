#include "jobs/wrap_up_end_job.hpp"

#include <chrono>
#include <string>

#include "domain/agent_work.hpp"

namespace dialer::jobs {

JobSpec wrap_up_end_job(domain::AgentWork& work) {
  JobSpec spec;
  spec.name = kWrapUpEndJob;
  spec.description = "Makes agents ready again once their wrap-up time is over and their call has its disposition";
  spec.schedule = Schedule::every(std::chrono::seconds(1));
  spec.run = [&work](JobContext&) -> std::string {
    return work.end_wrap_ups() > 0 ? "Agents whose wrap-up ended are ready again" : "";
  };
  return spec;
}

}  // namespace dialer::jobs
