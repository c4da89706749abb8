#include "domain/integration_log.hpp"

#include "db/database.hpp"
#include "db/integration_log_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/publish_on_commit.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

// Messages quote what outside systems said; keep an entry a readable size.
constexpr std::size_t kMaxMessage = 1000;

}  // namespace

void IntegrationLog::record(db::Transaction& tx, const IntegrationLogEntry& in) {
  model::IntegrationLogLine entry;
  entry.created_at = iso8601_utc(clock_.now());
  entry.integration = in.integration;
  entry.action = in.action;
  entry.status = in.status;
  entry.message = shortened(in.message, kMaxMessage);
  db::append_integration_log(tx, in.organization_id, entry);
  publish_on_commit(tx, bus_,
                    events::IntegrationChanged{in.organization_id, in.integration, in.status_changed ? "status" : "log"});
}

std::vector<model::IntegrationLogLine> IntegrationLog::list(const auth::Caller& caller, int limit,
                                                           std::optional<std::int64_t> before) {
  return database_.read(
      [&](SQLite::Database& db) { return db::list_integration_logs(db, caller.organization_id, limit, before); });
}

int IntegrationLog::prune(Clock::time_point now) {
  const std::string cutoff = iso8601_utc(now - kIntegrationLogRetention);
  return database_.write([&](SQLite::Database& db) { return db::prune_integration_logs(db, cutoff); });
}

}  // namespace dialer::domain
