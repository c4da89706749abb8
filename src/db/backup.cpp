#include "db/backup.hpp"

#include <SQLiteCpp/Backup.h>
#include <SQLiteCpp/SQLiteCpp.h>
#include <sqlite3.h>

#include <filesystem>

#include "dialer/startup_error.hpp"

namespace dialer::db {

namespace fs = std::filesystem;

BackupResult backup_database(const std::string& source, const std::string& destination, bool overwrite) {
  if (!fs::exists(source)) throw StartupError("database " + source + " does not exist");
  if (fs::exists(destination) && !overwrite) {
    throw StartupError(destination + " already exists; choose another --out or add --force to overwrite it");
  }
  const std::string partial = destination + ".partial";
  std::error_code ignored;
  fs::remove(partial, ignored);
  try {
    SQLite::Database from(source, SQLite::OPEN_READONLY);
    from.setBusyTimeout(5000);
    if (!from.tableExists("schema_migrations")) {
      throw StartupError(source + " is not a dialer-dashboard database");
    }
    {
      SQLite::Database to(partial, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
      SQLite::Backup backup(to, from);
      // One step copies every page under a single read transaction: a consistent snapshot.
      backup.executeStep(-1);
    }
    fs::rename(partial, destination);
  } catch (const SQLite::Exception& e) {
    fs::remove(partial, ignored);
    if (e.getErrorCode() == SQLITE_NOTADB) throw StartupError(source + " is not a SQLite database");
    throw StartupError("backup of " + source + " failed: " + e.what());
  } catch (const fs::filesystem_error& e) {
    fs::remove(partial, ignored);
    throw StartupError("backup of " + source + " failed: " + e.what());
  } catch (...) {
    fs::remove(partial, ignored);
    throw;
  }
  return BackupResult{fs::file_size(destination)};
}

}  // namespace dialer::db
