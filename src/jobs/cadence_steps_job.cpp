#include "jobs/cadence_steps_job.hpp"

#include <chrono>
#include <string>

#include "domain/cadence_runner.hpp"

namespace dialer::jobs {

JobSpec cadence_steps_job(domain::CadenceRunner& runner) {
  JobSpec spec;
  spec.name = kCadenceStepsJob;
  spec.description = "Runs the cadences' due steps: texts, e-mails, calls into the hopper and waits, each in the lead's own window and within the weekly limits";
  spec.schedule = Schedule::every(std::chrono::seconds(30));
  // Every organization's admins see this job: its message says nothing of any one organization's figures.
  spec.run = [&runner](JobContext& context) -> std::string {
    int ran = 0;
    for (;;) {
      const auto run = runner.run_due();
      ran += run.ran + run.stopped + run.waiting;
      if (!run.more || context.stopping()) break;
    }
    return ran > 0 ? "Ran the cadences' due steps" : "";
  };
  return spec;
}

}  // namespace dialer::jobs
