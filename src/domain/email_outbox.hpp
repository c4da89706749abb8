#pragma once
// The e-mail outbox as the background sender sees it. Messages are queued by the agent screens (welcome
// e-mails, password reset links) and wait until a mail relay is configured to send them.
#include <cstdint>

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class EmailOutbox {
 public:
  explicit EmailOutbox(db::Database& database) : database_(database) {}

  // Messages not sent yet, of every organization.
  std::int64_t waiting();

 private:
  db::Database& database_;
};

}  // namespace dialer::domain
