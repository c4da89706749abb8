#include "db/migrations.hpp"

#include <SQLiteCpp/SQLiteCpp.h>

#include <string>

#include "dialer/iso_time.hpp"
#include "dialer/startup_error.hpp"

namespace dialer::db {

int latest_version(std::span<const Migration> migrations) {
  int latest = 0;
  for (const auto& m : migrations) latest = std::max(latest, m.version);
  return latest;
}

void apply_migrations(SQLite::Database& db, std::span<const Migration> migrations, const std::string& path,
                      const std::function<void(int from_version, int to_version)>& before_upgrade) {
  SQLite::Transaction tx(db, SQLite::TransactionBehavior::IMMEDIATE);

  const bool has_table = db.tableExists("schema_migrations");
  if (!has_table) {
    const int other_tables = db.execAndGet("SELECT count(*) FROM sqlite_schema WHERE type = 'table'").getInt();
    if (other_tables > 0) {
      throw StartupError(path + " is a SQLite database of another application (no schema_migrations table); "
                         "point --db at a new file or a dialer-dashboard database");
    }
    db.exec(
        "CREATE TABLE schema_migrations ("
        "  version INTEGER PRIMARY KEY,"
        "  name TEXT NOT NULL,"
        "  applied_at TEXT NOT NULL)");
  }

  const int current = db.execAndGet("SELECT coalesce(max(version), 0) FROM schema_migrations").getInt();
  const int latest = latest_version(migrations);
  if (current > latest) {
    throw StartupError(path + " was written by a newer version of dialer-dashboard (schema " + std::to_string(current) +
                       ", this build knows up to " + std::to_string(latest) + "); upgrade dialer-dashboard");
  }

  if (current > 0 && current < latest && before_upgrade) before_upgrade(current, latest);

  SQLite::Statement record(db, "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)");
  for (const auto& m : migrations) {
    if (m.version <= current) continue;
    db.exec(std::string(m.sql));
    record.bind(1, m.version);
    record.bind(2, std::string(m.name));
    record.bind(3, iso8601_utc_now());
    record.exec();
    record.reset();
  }
  tx.commit();
}

}  // namespace dialer::db
