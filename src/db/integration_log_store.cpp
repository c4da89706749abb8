#include "db/integration_log_store.hpp"
#include "db/prepared.hpp"

#include <limits>

namespace dialer::db {

void append_integration_log(SQLite::Database& db, std::int64_t organization_id, const model::IntegrationLogLine& entry) {
  Prepared s(db,
             "INSERT INTO integration_logs (organization_id, created_at, integration, action, status, message) "
             "VALUES (?, ?, ?, ?, ?, ?)");
  s.bind(1, organization_id);
  s.bind(2, entry.created_at);
  s.bind(3, entry.integration);
  s.bind(4, entry.action);
  s.bind(5, entry.status);
  s.bind(6, entry.message);
  s.exec();
}

std::vector<model::IntegrationLogLine> list_integration_logs(SQLite::Database& db, std::int64_t organization_id, int limit,
                                                        std::optional<std::int64_t> before) {
  Prepared s(db,
             "SELECT id, created_at, integration, action, status, message FROM integration_logs "
             "WHERE organization_id = ? AND id < ? ORDER BY id DESC LIMIT ?");
  s.bind(1, organization_id);
  s.bind(2, before.value_or(std::numeric_limits<std::int64_t>::max()));
  s.bind(3, limit);
  std::vector<model::IntegrationLogLine> out;
  while (s.executeStep()) {
    out.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getString(), s.getColumn(2).getString(),
                   s.getColumn(3).getString(), s.getColumn(4).getString(), s.getColumn(5).getString()});
  }
  return out;
}

int prune_integration_logs(SQLite::Database& db, const std::string& cutoff) {
  Prepared s(db, "DELETE FROM integration_logs WHERE created_at < ?");
  s.bind(1, cutoff);
  return s.exec();
}

}  // namespace dialer::db
