#include "db/setup_progress_store.hpp"
#include "db/prepared.hpp"

namespace dialer::db {

std::map<std::string, bool> load_setup_progress(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, "SELECT step, completed FROM setup_progress WHERE organization_id = ?");
  s.bind(1, organization_id);
  std::map<std::string, bool> out;
  while (s.executeStep()) out[s.getColumn(0).getString()] = s.getColumn(1).getInt() != 0;
  return out;
}

void save_setup_step(SQLite::Database& db, std::int64_t organization_id, const std::string& step, bool completed,
                     const std::string& data_json, const std::string& now) {
  Prepared s(db,
             "INSERT INTO setup_progress (organization_id, step, completed, data, updated_at) "
             "VALUES (?, ?, ?, ?, ?) ON CONFLICT (organization_id, step) DO UPDATE SET "
             "completed = excluded.completed, data = excluded.data, updated_at = excluded.updated_at");
  s.bind(1, organization_id);
  s.bind(2, step);
  s.bind(3, completed ? 1 : 0);
  s.bind(4, data_json);
  s.bind(5, now);
  s.exec();
}

}  // namespace dialer::db
