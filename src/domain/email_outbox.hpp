#pragma once
// The e-mail outbox as the background sender sees it. Messages are queued by the agent screens (welcome
// e-mails, password reset links) and sent through the organization's mail relay; until one is set up they wait.
// A message the relay could not take now is tried again later (docs/api.md, "E-mail: the mail relay", for the
// delays); one it refused for good fails with the relay's reason.
#include <chrono>
#include <cstdint>
#include <string>

#include "dialer/clock.hpp"
#include "domain/integration_log.hpp"
#include "domain/mail_relay.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

// After this many attempts a message fails for good.
inline constexpr int kMaxEmailAttempts = 8;
// The wait before attempt n + 1 after n failed ones.
std::chrono::minutes email_retry_delay(int failed_attempts);

struct OutboxRun {
  int sent = 0;
  int retried = 0;  // left queued for a later attempt
  int failed = 0;
  bool waiting_without_relay = false;  // some organization has messages but no mail relay yet
  bool more = false;                   // an organization's batch was full: more may be due now
};

class EmailOutbox {
 public:
  EmailOutbox(db::Database& database, IntegrationLog& log, MailOptions options, const Clock& clock)
      : database_(database), log_(log), options_(std::move(options)), clock_(clock) {}

  // Messages not sent yet, of every organization.
  std::int64_t waiting();
  // Queued messages past their expiry (a reset link's hour) are not sent any more: 'expired'. Returns how many.
  int expire_overdue();
  // At start: sealed messages of an earlier run cannot be opened with this run's key, so they expire too.
  int expire_sealed_from_earlier_runs();
  // Sends every message whose time has come, one relay session per organization.
  OutboxRun send_due();

 private:
  void send_for(std::int64_t organization_id, OutboxRun& run);

  db::Database& database_;
  IntegrationLog& log_;
  MailOptions options_;
  const Clock& clock_;
};

}  // namespace dialer::domain
