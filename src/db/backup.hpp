#pragma once
#include <cstdint>
#include <string>

namespace dialer::db {

struct BackupResult {
  std::uintmax_t bytes = 0;
};

// Copies the database at `source` to `destination` with SQLite's online backup API: a consistent
// snapshot even while a server is writing to the source. Writes to a temporary file and renames it, so a
// failed backup never leaves a half-written file under the destination name. Throws StartupError.
BackupResult backup_database(const std::string& source, const std::string& destination, bool overwrite);

}  // namespace dialer::db
