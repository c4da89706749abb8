#pragma once
// The integration log of every organization: entries are written by saves, tests, syncs and webhook
// receipts and kept for 90 days.
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "events/event_bus.hpp"
#include "model/integration.hpp"

namespace dialer::db {
class Database;
class Transaction;
}

namespace dialer::domain {

inline constexpr auto kIntegrationLogRetention = std::chrono::days(90);

// One entry: what happened to which integration, and whether the integration's status changed with it.
struct IntegrationLogEntry {
  std::int64_t organization_id = 0;
  std::string integration;  // "gohighlevel" | "webhook"
  std::string action;       // "save" | "test" | "sync" | "receive"
  std::string status;       // "success" | "warning" | "error"
  std::string message;
  bool status_changed = false;  // the integration's stored status or settings changed in the same write
};

class IntegrationLog {
 public:
  IntegrationLog(db::Database& database, events::EventBus& bus, const Clock& clock)
      : database_(database), bus_(bus), clock_(clock) {}

  // Inside the write of what the entry describes, so the two land together; the integration screens hear of
  // it once that write commits.
  void record(db::Transaction& tx, const IntegrationLogEntry& entry);

  std::vector<model::IntegrationLogLine> list(const auth::Caller& caller, int limit, std::optional<std::int64_t> before);
  // Removes entries older than the retention; returns how many.
  int prune(Clock::time_point now);

 private:
  db::Database& database_;
  events::EventBus& bus_;
  const Clock& clock_;
};

}  // namespace dialer::domain
