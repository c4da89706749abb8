#pragma once
// A statement for one use, taken from its connection's cache (db/statement_cache.hpp) when the connection has
// one — the database's writer inside write(), a reader inside read() — and compiled for this use otherwise.
// Used like SQLite::Statement; given back reset, with no values bound and no read left open.
#include <SQLiteCpp/SQLiteCpp.h>

#include <optional>
#include <string>
#include <utility>

#include "db/statement_cache.hpp"

namespace dialer::db {

class Prepared {
 public:
  Prepared(SQLite::Database& db, const std::string& sql);
  ~Prepared();
  Prepared(const Prepared&) = delete;
  Prepared& operator=(const Prepared&) = delete;

  SQLite::Statement& statement() { return *statement_; }
  // So that helpers reading a row take a SQLite::Statement& from either.
  operator SQLite::Statement&() { return *statement_; }

  template <class... Args>
  void bind(Args&&... args) {
    statement_->bind(std::forward<Args>(args)...);
  }
  template <class... Args>
  void bindNoCopy(Args&&... args) {
    statement_->bindNoCopy(std::forward<Args>(args)...);
  }
  void clearBindings() { statement_->clearBindings(); }
  bool executeStep() { return statement_->executeStep(); }
  int exec() { return statement_->exec(); }
  SQLite::Column getColumn(int index) const { return statement_->getColumn(index); }
  void reset() { statement_->reset(); }

 private:
  StatementCache::Lease<SQLite::Statement> lease_;
  std::optional<SQLite::Statement> own_;
  SQLite::Statement* statement_;
};

}  // namespace dialer::db
