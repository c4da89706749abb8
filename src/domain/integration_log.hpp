#pragma once
// The integration log of every organization: entries are written by saves, tests, syncs and webhook
// receipts and kept for 90 days.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "db/integration_log_store.hpp"
#include "dialer/clock.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

inline constexpr auto kIntegrationLogRetention = std::chrono::days(90);

class IntegrationLog {
 public:
  explicit IntegrationLog(db::Database& database) : database_(database) {}

  // Inside the write transaction of what the entry describes, so the two land together; `at` is the entry's
  // time, from the writer's injected clock.
  static void record_in(SQLite::Database& db, Clock::time_point at, std::int64_t organization_id,
                        const std::string& integration, const std::string& action, const std::string& status,
                        const std::string& message);
  // The same at the system clock's time, for the writers that have no injected clock yet (the GoHighLevel
  // sync and the webhook receipts).
  static void record_in(SQLite::Database& db, std::int64_t organization_id, const std::string& integration,
                        const std::string& action, const std::string& status, const std::string& message);

  std::vector<db::IntegrationLogRecord> list(const auth::Caller& caller, int limit, std::optional<std::int64_t> before);
  // Removes entries older than the retention; returns how many.
  int prune(Clock::time_point now);

 private:
  db::Database& database_;
};

}  // namespace dialer::domain
