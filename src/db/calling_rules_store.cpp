#include "db/calling_rules_store.hpp"
#include "db/prepared.hpp"

namespace dialer::db {

std::optional<CallingRulesRow> find_calling_rules(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, "SELECT rules, updated_at FROM calling_rules WHERE organization_id = ?");
  s.bind(1, organization_id);
  if (!s.executeStep()) return std::nullopt;
  return CallingRulesRow{s.getColumn(0).getString(), s.getColumn(1).getString()};
}

void save_calling_rules(SQLite::Database& db, std::int64_t organization_id, const CallingRulesRow& row) {
  Prepared s(db,
             "INSERT INTO calling_rules (organization_id, rules, updated_at) VALUES (?, ?, ?) "
             "ON CONFLICT (organization_id) DO UPDATE SET rules = excluded.rules, updated_at = excluded.updated_at");
  s.bind(1, organization_id);
  s.bind(2, row.rules);
  s.bind(3, row.updated_at);
  s.exec();
}

}  // namespace dialer::db
