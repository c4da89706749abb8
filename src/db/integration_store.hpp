#pragma once
// SQL for CRM integrations (one row per organization and type; only "gohighlevel" so far).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>
#include "model/integration.hpp"

namespace dialer::db {

std::optional<model::Integration> find_integration(SQLite::Database& db, std::int64_t organization_id,
                                                  const std::string& type);
// Inserts or replaces the whole row.
void save_integration(SQLite::Database& db, const model::Integration& record, const std::string& now);
// Organizations whose enabled lead sync last ran (or was tried) before `cutoff`, or never.
std::vector<std::int64_t> integrations_due_for_sync(SQLite::Database& db, const std::string& type,
                                                    const std::string& cutoff);

}  // namespace dialer::db
