#pragma once
// The e-mail outbox as the background sender sees it. Messages are queued by the agent screens (welcome
// e-mails, password reset links) and wait until a mail relay is configured to send them.
#include <cstdint>

#include "dialer/clock.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class EmailOutbox {
 public:
  EmailOutbox(db::Database& database, const Clock& clock) : database_(database), clock_(clock) {}

  // Messages not sent yet, of every organization.
  std::int64_t waiting();
  // Queued messages past their expiry (a reset link's hour) are not sent any more: 'expired'. Returns how many.
  int expire_overdue();
  // At start: sealed messages of an earlier run cannot be opened with this run's key, so they expire too.
  int expire_sealed_from_earlier_runs();

 private:
  db::Database& database_;
  const Clock& clock_;
};

}  // namespace dialer::domain
