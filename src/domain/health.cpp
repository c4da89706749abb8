#include "domain/health.hpp"

#include <exception>

#include "db/database.hpp"

namespace dialer::domain {

bool HealthCheck::database_answers() {
  try {
    return database_.read([](SQLite::Database& db) { return db.execAndGet("SELECT 1").getInt() == 1; });
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace dialer::domain
