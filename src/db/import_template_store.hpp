#pragma once
// SQL for the import dialog's saved column mappings.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <string>
#include <vector>

namespace dialer::db {

struct ImportTemplateRow {
  std::int64_t id = 0;
  std::string header_key;
  std::string name;
  std::string mapping;  // JSON array
  std::string updated_at;
};

std::vector<ImportTemplateRow> list_import_templates(SQLite::Database& db, std::int64_t organization_id);
// One per header: saving again for the same header replaces it. Returns its id.
std::int64_t save_import_template(SQLite::Database& db, std::int64_t organization_id, const ImportTemplateRow& row);
bool delete_import_template(SQLite::Database& db, std::int64_t organization_id, std::int64_t id);

}  // namespace dialer::db
