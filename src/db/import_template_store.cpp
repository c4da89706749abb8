#include "db/import_template_store.hpp"
#include "db/prepared.hpp"

namespace dialer::db {

std::vector<ImportTemplateRow> list_import_templates(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db,
             "SELECT id, header_key, name, mapping, updated_at FROM import_templates "
             "WHERE organization_id = ? ORDER BY name COLLATE NOCASE, id");
  s.bind(1, organization_id);
  std::vector<ImportTemplateRow> out;
  while (s.executeStep()) {
    out.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getString(), s.getColumn(2).getString(),
                   s.getColumn(3).getString(), s.getColumn(4).getString()});
  }
  return out;
}

std::int64_t save_import_template(SQLite::Database& db, std::int64_t organization_id, const ImportTemplateRow& row) {
  Prepared s(db,
             "INSERT INTO import_templates (organization_id, header_key, name, mapping, updated_at) "
             "VALUES (?, ?, ?, ?, ?) ON CONFLICT (organization_id, header_key) DO UPDATE SET "
             "name = excluded.name, mapping = excluded.mapping, updated_at = excluded.updated_at "
             "RETURNING id");
  s.bind(1, organization_id);
  s.bind(2, row.header_key);
  s.bind(3, row.name);
  s.bind(4, row.mapping);
  s.bind(5, row.updated_at);
  s.executeStep();
  return s.getColumn(0).getInt64();
}

bool delete_import_template(SQLite::Database& db, std::int64_t organization_id, std::int64_t id) {
  Prepared s(db, "DELETE FROM import_templates WHERE organization_id = ? AND id = ?");
  s.bind(1, organization_id);
  s.bind(2, id);
  return s.exec() > 0;
}

}  // namespace dialer::db
