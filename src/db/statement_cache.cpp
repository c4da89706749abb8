#include "db/statement_cache.hpp"

namespace dialer::db {

SQLite::Statement& StatementCache::get(const std::string& sql) {
  auto& statement = statements_[sql];
  if (!statement) {
    statement = std::make_unique<SQLite::Statement>(db_, sql);
  } else {
    // A write that threw half-way may have left it mid-step.
    statement->reset();
    statement->clearBindings();
  }
  return *statement;
}

void StatementCache::reset_all() {
  for (auto& [sql, statement] : statements_) statement->reset();
}

}  // namespace dialer::db
