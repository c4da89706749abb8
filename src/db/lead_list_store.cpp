#include "db/lead_list_store.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

constexpr const char* kSelect = "SELECT id, name, lead_count, created_at, updated_at FROM lead_lists ";

model::LeadList read_list(SQLite::Statement& s) {
  return model::LeadList{s.getColumn(0).getInt64(), s.getColumn(1).getString(), s.getColumn(2).getInt64(),
                        s.getColumn(3).getString(), s.getColumn(4).getString()};
}

}  // namespace

std::vector<model::LeadList> list_lead_lists(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, std::string(kSelect) + "WHERE organization_id = ? ORDER BY name COLLATE NOCASE, id");
  s.bind(1, organization_id);
  std::vector<model::LeadList> out;
  while (s.executeStep()) out.push_back(read_list(s));
  return out;
}

std::optional<model::LeadList> find_lead_list(SQLite::Database& db, std::int64_t organization_id, std::int64_t list_id) {
  Prepared s(db, std::string(kSelect) + "WHERE id = ? AND organization_id = ?");
  s.bind(1, list_id);
  s.bind(2, organization_id);
  if (!s.executeStep()) return std::nullopt;
  return read_list(s);
}

std::optional<model::LeadList> find_lead_list_by_name(SQLite::Database& db, std::int64_t organization_id,
                                                     const std::string& name) {
  Prepared s(db, std::string(kSelect) + "WHERE organization_id = ? AND name = ? COLLATE NOCASE");
  s.bind(1, organization_id);
  s.bind(2, name);
  if (!s.executeStep()) return std::nullopt;
  return read_list(s);
}

std::int64_t insert_lead_list(SQLite::Database& db, std::int64_t organization_id, const std::string& name,
                              const std::string& now) {
  Prepared s(db,
             "INSERT INTO lead_lists (organization_id, name, lead_count, created_at, updated_at) "
             "VALUES (?, ?, 0, ?, ?)");
  s.bind(1, organization_id);
  s.bind(2, name);
  s.bind(3, now);
  s.bind(4, now);
  s.exec();
  return db.getLastInsertRowid();
}

void rename_lead_list(SQLite::Database& db, std::int64_t list_id, const std::string& name, const std::string& now) {
  Prepared s(db, "UPDATE lead_lists SET name = ?, updated_at = ? WHERE id = ?");
  s.bind(1, name);
  s.bind(2, now);
  s.bind(3, list_id);
  s.exec();
}

void delete_lead_list(SQLite::Database& db, std::int64_t list_id) {
  Prepared s(db, "DELETE FROM lead_lists WHERE id = ?");
  s.bind(1, list_id);
  s.exec();
}

}  // namespace dialer::db
