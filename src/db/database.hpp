#pragma once
// The one SQLite file: a single writer connection (every write is serialized through it, inside an
// IMMEDIATE transaction) and a small pool of read-only connections, which WAL lets run beside it.
#include <SQLiteCpp/SQLiteCpp.h>

#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <type_traits>
#include <vector>

namespace dialer::db {

class Database {
 public:
  struct Options {
    int readers = 4;
  };

  // Opens (creating if needed) and migrates the database. Throws StartupError with a one-line reason.
  explicit Database(std::string path, Options options);
  explicit Database(std::string path) : Database(std::move(path), Options{}) {}
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  const std::string& path() const { return path_; }

  // Runs f(SQLite::Database&) on a read connection; waits while all of them are busy.
  template <class F>
  decltype(auto) read(F&& f) {
    ReaderLease lease(*this);
    return f(*lease.connection);
  }

  // Runs f(SQLite::Database&) in one IMMEDIATE transaction on the writer; commits when f returns and
  // rolls back when it throws, so a failed request changes nothing.
  template <class F>
  decltype(auto) write(F&& f) {
    std::lock_guard lock(write_mutex_);
    SQLite::Transaction tx(*writer_, SQLite::TransactionBehavior::IMMEDIATE);
    if constexpr (std::is_void_v<std::invoke_result_t<F, SQLite::Database&>>) {
      f(*writer_);
      tx.commit();
    } else {
      auto result = f(*writer_);
      tx.commit();
      return result;
    }
  }

  // Checkpoints the WAL into the main file (TRUNCATE) and closes every connection, so that the .db file
  // alone is a complete copy. Call once no request is running (after the server stopped); safe twice.
  void close();

 private:
  struct ReaderLease {
    explicit ReaderLease(Database& db);
    ~ReaderLease();
    Database& owner;
    SQLite::Database* connection;
  };

  std::string path_;
  std::mutex write_mutex_;
  std::unique_ptr<SQLite::Database> writer_;

  std::mutex pool_mutex_;
  std::condition_variable pool_cv_;
  std::vector<std::unique_ptr<SQLite::Database>> readers_;
  std::vector<SQLite::Database*> idle_readers_;
};

}  // namespace dialer::db
