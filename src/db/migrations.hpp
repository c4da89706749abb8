#pragma once
#include <functional>
#include <span>
#include <string>
#include <string_view>

namespace SQLite {
class Database;
}

namespace dialer::db {

struct Migration {
  int version;
  std::string_view name;
  std::string_view sql;
};

// The src/migrations/*.sql files, compiled in by scripts/embed_migrations.cmake, in version order.
std::span<const Migration> embedded_migrations();

// Brings the schema up to date in one transaction, calling before_upgrade (when set) first if a database
// with data in it is behind. Throws StartupError for a database written by a newer version or one that
// belongs to another application.
void apply_migrations(SQLite::Database& db, std::span<const Migration> migrations, const std::string& path_for_messages,
                      const std::function<void(int from_version, int to_version)>& before_upgrade = {});

// Highest version the given list knows.
int latest_version(std::span<const Migration> migrations);

}  // namespace dialer::db
