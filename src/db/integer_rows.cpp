#include "db/integer_rows.hpp"

#include <sqlite3.h>

namespace dialer::db {

IntegerRows::IntegerRows(SQLite::Database& db, const char* sql) : db_(db.getHandle()) {
  if (auto* cache = StatementCache::current_for(db_)) lease_ = cache->lease_raw(sql);
  if (lease_.statement) {
    statement_ = lease_.statement;
    return;
  }
  const int result = sqlite3_prepare_v2(db_, sql, -1, &statement_, nullptr);
  if (result != SQLITE_OK) throw SQLite::Exception(db_, result);
}

IntegerRows::~IntegerRows() {
  if (lease_.statement) {
    StatementCache::give_back(lease_);
  } else {
    sqlite3_finalize(statement_);
  }
}

void IntegerRows::bind(int index, std::int64_t value) {
  const int result = sqlite3_bind_int64(statement_, index, value);
  if (result != SQLITE_OK) throw SQLite::Exception(db_, result);
}

bool IntegerRows::next() {
  const int result = sqlite3_step(statement_);
  if (result == SQLITE_ROW) return true;
  if (result == SQLITE_DONE) return false;
  throw SQLite::Exception(db_, result);
}

std::int64_t IntegerRows::operator[](int column) const { return sqlite3_column_int64(statement_, column); }

}  // namespace dialer::db
