#pragma once
// The sender of the e-mail outbox. No mail relay exists yet, so it sends nothing and says how many
// messages wait; the relay will send them from here.
#include "jobs/job.hpp"

namespace dialer::domain {
class EmailOutbox;
}

namespace dialer::jobs {

inline constexpr const char* kEmailOutboxJob = "email-outbox";

JobSpec email_outbox_job(domain::EmailOutbox& outbox);

}  // namespace dialer::jobs
