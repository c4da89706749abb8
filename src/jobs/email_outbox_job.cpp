#include "jobs/email_outbox_job.hpp"

#include <chrono>
#include <string>

#include "domain/email_outbox.hpp"

namespace dialer::jobs {

JobSpec email_outbox_job(domain::EmailOutbox& outbox) {
  JobSpec spec;
  spec.name = kEmailOutboxJob;
  spec.description = "Sends the queued e-mails (welcome e-mails, password reset links, cadence e-mails) through each organization's mail relay, tries again later what a relay could not take, and expires reset e-mails whose link has expired";
  spec.schedule = Schedule::every(std::chrono::minutes(1));
  // Every organization's admins see this job: its message says nothing of how much any of them has queued.
  spec.run = [&outbox](JobContext& context) -> std::string {
    outbox.expire_overdue();
    domain::OutboxRun run;
    // Batch after batch while they come full: a cadence's thousand e-mails do not wait a minute per 200.
    do {
      const auto batch = outbox.send_due();
      run.sent += batch.sent;
      run.retried += batch.retried;
      run.failed += batch.failed;
      run.waiting_without_relay = run.waiting_without_relay || batch.waiting_without_relay;
      run.more = batch.more;
    } while (run.more && !context.stopping());
    if (run.sent + run.retried + run.failed > 0) return "Queued e-mails sent through the mail relays";
    if (run.waiting_without_relay) return "E-mails wait in the outbox until a mail relay is set up";
    return "Nothing waiting to be sent";
  };
  return spec;
}

}  // namespace dialer::jobs
