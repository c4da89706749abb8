#pragma once
// A read whose columns are all integers, stepped through SQLite's C API: SQLiteCpp's getColumn builds an object
// holding a shared pointer for every value read, which cost a month of call counts more than stepping its rows.
// Its statement comes from the connection's cache like db::Prepared's (db/prepared.hpp).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>

#include "db/statement_cache.hpp"

namespace dialer::db {

class IntegerRows {
 public:
  // Throws SQLite::Exception when the SQL does not compile.
  IntegerRows(SQLite::Database& db, const char* sql);
  ~IntegerRows();
  IntegerRows(const IntegerRows&) = delete;
  IntegerRows& operator=(const IntegerRows&) = delete;

  void bind(int index, std::int64_t value);  // from 1, as SQLite counts
  // The next row; false after the last. Throws SQLite::Exception when SQLite fails.
  bool next();
  std::int64_t operator[](int column) const;  // from 0

 private:
  sqlite3* db_;
  StatementCache::Lease<sqlite3_stmt> lease_;
  sqlite3_stmt* statement_ = nullptr;
};

}  // namespace dialer::db
