#include "jobs/cadence_steps_job.hpp"

#include <chrono>
#include <string>

#include "domain/cadence_runner.hpp"

namespace dialer::jobs {

JobSpec cadence_steps_job(domain::CadenceRunner& runner, Logger& logger) {
  JobSpec spec;
  spec.name = kCadenceStepsJob;
  spec.description = "Runs the cadences' due steps: texts, e-mails, calls into the hopper and waits, each in the lead's own window and within the weekly limits";
  spec.schedule = Schedule::every(std::chrono::seconds(30));
  // Every organization's admins see this job: its message says nothing of any one organization's figures.
  spec.run = [&runner, &logger](JobContext& context) -> std::string {
    domain::CadenceRun all;
    for (;;) {
      const auto run = runner.run_due();
      all.ran += run.ran;
      all.texts += run.texts;
      all.emails += run.emails;
      all.waiting += run.waiting;
      all.stopped += run.stopped;
      if (!run.more || context.stopping()) break;
    }
    if (all.ran + all.waiting + all.stopped == 0) return "No cadence step was due";
    logger.info("cadence steps: " + std::to_string(all.ran) + " ran (" + std::to_string(all.texts) + " texts sent, " +
                std::to_string(all.emails) + " e-mails queued), " + std::to_string(all.waiting) + " moved to later, " +
                std::to_string(all.stopped) + " enrollments stopped");
    return "Ran the cadences' due steps";
  };
  return spec;
}

}  // namespace dialer::jobs
