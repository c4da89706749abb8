#pragma once
// SQL for an organization's dispositions (migration 0022).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/disposition.hpp"

namespace dialer::db {

// Active ones first by position, then the archived.
std::vector<model::Disposition> list_dispositions(SQLite::Database& db, std::int64_t organization_id);
std::optional<model::Disposition> find_disposition(SQLite::Database& db, std::int64_t organization_id, std::int64_t id);
bool disposition_code_taken(SQLite::Database& db, std::int64_t organization_id, const std::string& code);
// The active disposition that has this hotkey, other than `except_id`.
std::optional<model::Disposition> disposition_with_hotkey(SQLite::Database& db, std::int64_t organization_id,
                                                          const std::string& hotkey, std::int64_t except_id);
std::int64_t insert_disposition(SQLite::Database& db, const model::Disposition& row);
void update_disposition(SQLite::Database& db, const model::Disposition& row);
int next_disposition_position(SQLite::Database& db, std::int64_t organization_id);

}  // namespace dialer::db
