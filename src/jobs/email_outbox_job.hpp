#pragma once
// The sender of the e-mail outbox: every minute, and at once when a message is queued or a mail relay saved.
#include "jobs/job.hpp"

namespace dialer::domain {
class EmailOutbox;
}

namespace dialer::jobs {

inline constexpr const char* kEmailOutboxJob = "email-outbox";

JobSpec email_outbox_job(domain::EmailOutbox& outbox);

}  // namespace dialer::jobs
