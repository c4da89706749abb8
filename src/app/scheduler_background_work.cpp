#include "app/scheduler_background_work.hpp"

#include "jobs/scheduler.hpp"

namespace dialer {

void SchedulerBackgroundWork::attach(jobs::Scheduler& scheduler, Jobs jobs) {
  scheduler_ = &scheduler;
  jobs_ = jobs;
}

void SchedulerBackgroundWork::wake(jobs::JobId job) {
  if (scheduler_) scheduler_->run_now(job);
}

void SchedulerBackgroundWork::emails_waiting() { wake(jobs_.email_outbox); }
void SchedulerBackgroundWork::cadence_steps_due() { wake(jobs_.cadence_steps); }
void SchedulerBackgroundWork::hopper_needs_refill() { wake(jobs_.hopper_refill); }
void SchedulerBackgroundWork::lead_bulk_action_queued() { wake(jobs_.lead_bulk); }

void SchedulerBackgroundWork::campaign_started() {
  wake(jobs_.hopper_refill);
  wake(jobs_.campaign_counts);
}

}  // namespace dialer
