#include "db/statement_cache.hpp"

namespace dialer::db {

SQLite::Statement& StatementCache::get(const std::string& sql) {
  const auto found = statements_.find(sql);
  if (found == statements_.end()) {
    // Prepared before it is stored: SQL that does not compile leaves nothing behind.
    auto statement = std::make_unique<SQLite::Statement>(db_, sql);
    return *statements_.emplace(sql, std::move(statement)).first->second;
  }
  // A write that failed half-way may have left it mid-step or holding its error; either is over now.
  found->second->tryReset();
  found->second->clearBindings();
  return *found->second;
}

void StatementCache::reset_all() noexcept {
  // sqlite3_reset reports the last step's error again: it was reported when it happened.
  for (auto& [sql, statement] : statements_) statement->tryReset();
}

}  // namespace dialer::db
