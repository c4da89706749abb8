#pragma once
// One write inside Database::write, as the write sees it: the writer connection, and hooks that tie work to
// this write's fate. Writes share a transaction under group commit, each in its own savepoint, so "this
// write" is the savepoint: before_end runs at its end, still inside it (throwing rolls the write back like
// any failure); after_commit runs once the transaction holding it is durably committed, in commit order,
// before the next transaction begins; after_rollback runs if the write does not commit after all.
#include <SQLiteCpp/SQLiteCpp.h>

#include <functional>
#include <vector>

namespace dialer::db {

class Transaction {
 public:
  using Hook = std::function<void()>;

  explicit Transaction(SQLite::Database& connection) : connection_(connection) {}
  Transaction(const Transaction&) = delete;
  Transaction& operator=(const Transaction&) = delete;

  SQLite::Database& connection() { return connection_; }
  // So that writes that only need SQL can take a SQLite::Database&.
  operator SQLite::Database&() { return connection_; }

  void before_end(Hook hook) { before_end_.push_back(std::move(hook)); }
  // Hooks must not throw (what they do cannot undo the commit); one that does is ignored.
  void after_commit(Hook hook) { after_commit_.push_back(std::move(hook)); }
  void after_rollback(Hook hook) { after_rollback_.push_back(std::move(hook)); }

 private:
  friend class Database;
  SQLite::Database& connection_;
  std::vector<Hook> before_end_;
  std::vector<Hook> after_commit_;
  std::vector<Hook> after_rollback_;
};

// Told about every transaction of the writer, for caches that describe what the writer has written (they
// must forget what a rolled-back transaction or savepoint showed them). Called on the writer's thread.
class TransactionObserver {
 public:
  virtual ~TransactionObserver() = default;
  virtual void transaction_began() = 0;
  virtual void transaction_committed() = 0;
  // A savepoint or the whole transaction was rolled back.
  virtual void transaction_rolled_back() = 0;
};

}  // namespace dialer::db
