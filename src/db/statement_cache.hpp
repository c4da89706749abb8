#pragma once
// Prepared statements kept for the life of one connection. Compiling SQL was about a fifth of a single
// create (five statements, one of them a 16-column insert with its checks and foreign keys), so the
// writer's lead statements are compiled once and reused.
#include <SQLiteCpp/SQLiteCpp.h>

#include <memory>
#include <string>
#include <unordered_map>

namespace dialer::db {

class StatementCache {
 public:
  explicit StatementCache(SQLite::Database& db) : db_(db) {}

  SQLite::Database& connection() { return db_; }

  // The statement for `sql`, reset and with no values bound. Use it and reset it before asking for the
  // same SQL again (a statement cannot run twice at once).
  SQLite::Statement& get(const std::string& sql);
  // Stops any statement left running (by a failed write, or a query not stepped to its end), so that its
  // transaction can end and leaves no read snapshot open on the writer.
  void reset_all() noexcept;

 private:
  SQLite::Database& db_;
  std::unordered_map<std::string, std::unique_ptr<SQLite::Statement>> statements_;
};

}  // namespace dialer::db
