#include "db/campaign_store.hpp"

namespace dialer::db {

std::vector<model::Campaign> list_campaigns(SQLite::Database& db, std::int64_t organization_id) {
  SQLite::Statement s(db,
                      "SELECT id, name, created_at FROM campaigns WHERE organization_id = ? "
                      "ORDER BY name COLLATE NOCASE, id");
  s.bind(1, organization_id);
  std::vector<model::Campaign> out;
  while (s.executeStep()) {
    out.push_back(model::Campaign{s.getColumn(0).getInt64(), s.getColumn(1).getString(), s.getColumn(2).getString()});
  }
  return out;
}

std::int64_t insert_campaign(SQLite::Database& db, std::int64_t organization_id, const std::string& name,
                             const std::string& now) {
  SQLite::Statement s(db, "INSERT INTO campaigns (organization_id, name, created_at) VALUES (?, ?, ?)");
  s.bind(1, organization_id);
  s.bind(2, name);
  s.bind(3, now);
  s.exec();
  return db.getLastInsertRowid();
}

std::vector<std::int64_t> unknown_campaign_ids(SQLite::Database& db, std::int64_t organization_id,
                                               const std::vector<std::int64_t>& ids) {
  SQLite::Statement s(db, "SELECT 1 FROM campaigns WHERE id = ? AND organization_id = ?");
  std::vector<std::int64_t> unknown;
  for (const auto id : ids) {
    s.bind(1, id);
    s.bind(2, organization_id);
    if (!s.executeStep()) unknown.push_back(id);
    s.reset();
  }
  return unknown;
}

}  // namespace dialer::db
