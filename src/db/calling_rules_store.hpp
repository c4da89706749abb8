#pragma once
// SQL for an organization's saved calling rules (one JSON document, migration 0019).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>

namespace dialer::db {

struct CallingRulesRow {
  std::string rules;  // JSON
  std::string updated_at;
};

std::optional<CallingRulesRow> find_calling_rules(SQLite::Database& db, std::int64_t organization_id);
void save_calling_rules(SQLite::Database& db, std::int64_t organization_id, const CallingRulesRow& row);

}  // namespace dialer::db
