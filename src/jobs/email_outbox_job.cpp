#include "jobs/email_outbox_job.hpp"

#include <chrono>
#include <string>

#include "domain/email_outbox.hpp"

namespace dialer::jobs {

JobSpec email_outbox_job(domain::EmailOutbox& outbox) {
  JobSpec spec;
  spec.name = kEmailOutboxJob;
  spec.description = "Sends the queued e-mails (welcome e-mails, password reset links) through the mail relay, and expires reset e-mails whose link has expired";
  spec.schedule = Schedule::every(std::chrono::minutes(1));
  // Every organization's admins see this job: its message says nothing of how much any of them has queued.
  spec.run = [&outbox](JobContext&) -> std::string {
    outbox.expire_overdue();
    return outbox.waiting() == 0 ? "No mail relay configured; nothing is waiting"
                                 : "No mail relay configured: e-mails wait in the outbox";
  };
  return spec;
}

}  // namespace dialer::jobs
