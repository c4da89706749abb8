#include "domain/integration_log.hpp"

#include "db/database.hpp"
#include "dialer/iso_time.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

// Messages quote what outside systems said; keep an entry a readable size.
constexpr std::size_t kMaxMessage = 1000;

}  // namespace

void IntegrationLog::record_in(SQLite::Database& db, std::int64_t organization_id, const std::string& integration,
                               const std::string& action, const std::string& status, const std::string& message) {
  record_in(db, system_clock().now(), organization_id, integration, action, status, message);
}

void IntegrationLog::record_in(SQLite::Database& db, Clock::time_point at, std::int64_t organization_id,
                               const std::string& integration, const std::string& action, const std::string& status,
                               const std::string& message) {
  db::IntegrationLogRecord entry;
  entry.created_at = iso8601_utc(at);
  entry.integration = integration;
  entry.action = action;
  entry.status = status;
  entry.message = shortened(message, kMaxMessage);
  db::append_integration_log(db, organization_id, entry);
}

std::vector<db::IntegrationLogRecord> IntegrationLog::list(const auth::Caller& caller, int limit,
                                                           std::optional<std::int64_t> before) {
  return database_.read(
      [&](SQLite::Database& db) { return db::list_integration_logs(db, caller.organization_id, limit, before); });
}

int IntegrationLog::prune(Clock::time_point now) {
  const std::string cutoff = iso8601_utc(now - kIntegrationLogRetention);
  return database_.write([&](SQLite::Database& db) { return db::prune_integration_logs(db, cutoff); });
}

}  // namespace dialer::domain
