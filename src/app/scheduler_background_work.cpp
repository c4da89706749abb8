#include "app/scheduler_background_work.hpp"

#include "jobs/scheduler.hpp"

namespace dialer {

void SchedulerBackgroundWork::attach(jobs::Scheduler& scheduler, Jobs jobs) {
  scheduler_ = &scheduler;
  jobs_ = jobs;
}

void SchedulerBackgroundWork::run_now(jobs::JobId Jobs::* job) {
  if (scheduler_) scheduler_->run_now(jobs_.*job);
}

void SchedulerBackgroundWork::emails_waiting() { run_now(&Jobs::email_outbox); }
void SchedulerBackgroundWork::cadence_steps_due() { run_now(&Jobs::cadence_steps); }
void SchedulerBackgroundWork::hopper_needs_refill() { run_now(&Jobs::hopper_refill); }
void SchedulerBackgroundWork::lead_bulk_action_queued() { run_now(&Jobs::lead_bulk); }

void SchedulerBackgroundWork::campaign_started() {
  run_now(&Jobs::hopper_refill);
  run_now(&Jobs::campaign_counts);
}

}  // namespace dialer
