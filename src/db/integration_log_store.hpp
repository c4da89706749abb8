#pragma once
// SQL for the integration log: what saves, tests, syncs and webhook receipts did, per organization.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>
#include "model/integration.hpp"

namespace dialer::db {

void append_integration_log(SQLite::Database& db, std::int64_t organization_id, const model::IntegrationLogLine& entry);
// Newest first; before: only entries with a smaller id (the next page).
std::vector<model::IntegrationLogLine> list_integration_logs(SQLite::Database& db, std::int64_t organization_id, int limit,
                                                        std::optional<std::int64_t> before);
// Deletes entries written before `cutoff` (ISO time); returns how many.
int prune_integration_logs(SQLite::Database& db, const std::string& cutoff);

}  // namespace dialer::db
