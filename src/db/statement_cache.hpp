#pragma once
// Prepared statements kept for the life of one connection. Compiling SQL was about a fifth of a single
// create (five statements, one of them a 16-column insert with its checks and foreign keys), and a good part
// of a status callback's and an overview's time, so the writer and every reader keep what they compiled.
#include <SQLiteCpp/SQLiteCpp.h>

#include <memory>
#include <string>
#include <unordered_map>

struct sqlite3_stmt;

namespace dialer::db {

class StatementCache {
 public:
  explicit StatementCache(SQLite::Database& db) : db_(db) {}
  ~StatementCache();
  StatementCache(const StatementCache&) = delete;
  StatementCache& operator=(const StatementCache&) = delete;

  SQLite::Database& connection() { return db_; }

  // The statement for `sql`, reset and with no values bound. Use it and reset it before asking for the
  // same SQL again (a statement cannot run twice at once), and not for SQL a db::Prepared holds meanwhile.
  SQLite::Statement& get(const std::string& sql);
  // Stops any statement left running (by a failed write, or a query not stepped to its end), so that its
  // transaction can end and leaves no read snapshot open on the writer.
  void reset_all() noexcept;

  // For db::Prepared and db::IntegerRows (db/prepared.hpp, db/integer_rows.hpp): the statement for `sql`,
  // theirs until they give it back reset; empty when it is in use already (the same SQL nested) or the cache is
  // full (SQL built from many filters), and the caller compiles its own.
  template <class Statement>
  struct Lease {
    Statement* statement = nullptr;
    bool* in_use = nullptr;
  };
  Lease<SQLite::Statement> lease(const std::string& sql);
  static void give_back(Lease<SQLite::Statement> lease) noexcept;
  Lease<sqlite3_stmt> lease_raw(const char* sql);
  static void give_back(Lease<sqlite3_stmt> lease) noexcept;

  // The cache of the connection this thread uses now, if it is `handle` (db/database.cpp sets it while a
  // reader is leased and while the writer commits); null otherwise.
  static StatementCache* current_for(sqlite3* handle) noexcept;

  // Makes `cache` this thread's current cache for its lifetime, then restores the one before.
  class Scope {
   public:
    explicit Scope(StatementCache& cache) noexcept;
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

   private:
    StatementCache* previous_;
  };

 private:
  struct Entry {
    std::unique_ptr<SQLite::Statement> statement;
    bool in_use = false;  // leased
  };
  struct LeasedRaw {
    sqlite3_stmt* statement = nullptr;
    bool in_use = false;
  };

  SQLite::Database& db_;
  std::unordered_map<std::string, Entry> statements_;
  std::unordered_map<std::string, LeasedRaw> raw_statements_;
};

}  // namespace dialer::db
