#pragma once
// SQL for the campaign setup checklist: one row per organization and step that was ever touched.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <map>
#include <string>

namespace dialer::db {

// step → completed, for the steps that have a row.
std::map<std::string, bool> load_setup_progress(SQLite::Database& db, std::int64_t organization_id);
void save_setup_step(SQLite::Database& db, std::int64_t organization_id, const std::string& step, bool completed,
                     const std::string& data_json, const std::string& now);

}  // namespace dialer::db
