#include "jobs/email_outbox_job.hpp"

#include <chrono>
#include <string>

#include "domain/email_outbox.hpp"

namespace dialer::jobs {

JobSpec email_outbox_job(domain::EmailOutbox& outbox) {
  JobSpec spec;
  spec.name = kEmailOutboxJob;
  spec.description = "Sends the queued e-mails (welcome e-mails, password reset links) through the mail relay";
  spec.schedule = Schedule::every(std::chrono::minutes(1));
  spec.run = [&outbox](JobContext&) -> std::string {
    const auto waiting = outbox.waiting();
    return "No mail relay configured: " + std::to_string(waiting) + (waiting == 1 ? " e-mail" : " e-mails") +
           " waiting";
  };
  return spec;
}

}  // namespace dialer::jobs
