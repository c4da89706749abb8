#pragma once
// domain::BackgroundWork on the scheduler: each nudge asks the job that does that work to run now.
#include <optional>

#include "domain/background_work.hpp"
#include "jobs/job.hpp"

namespace dialer::jobs {
class Scheduler;
}

namespace dialer {

class SchedulerBackgroundWork final : public domain::BackgroundWork {
 public:
  struct Jobs {
    jobs::JobId email_outbox;
    jobs::JobId cadence_steps;
    jobs::JobId hopper_refill;
    jobs::JobId campaign_counts;
    jobs::JobId lead_bulk;
  };
  // Called once, while the application is built, before any request or job runs; nudges before it do nothing.
  void attach(jobs::Scheduler& scheduler, Jobs jobs);

  void emails_waiting() override;
  void cadence_steps_due() override;
  void hopper_needs_refill() override;
  void campaign_started() override;
  void lead_bulk_action_queued() override;

 private:
  void wake(jobs::JobId job);

  jobs::Scheduler* scheduler_ = nullptr;
  Jobs jobs_;
};

}  // namespace dialer
