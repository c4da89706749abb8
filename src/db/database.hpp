#pragma once
// The one SQLite file: a single writer connection and a small pool of read-only connections, which WAL
// lets run beside it. Writes are serialized through the writer with group commit: writes that arrive
// while one commits are run together in the next transaction, each in its own savepoint, and share one
// durable commit (one fsync) instead of paying for one each.
#include <SQLiteCpp/SQLiteCpp.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <type_traits>
#include <vector>

#include "db/statement_cache.hpp"
#include "db/transaction.hpp"

namespace dialer::db {

class WalCheckpointer;
class LeadTextCache;
class GroupSearchIndex;
class SearchIndexWrites;

// Rethrows error, as StorageBusy when it is SQLite saying busy or locked.
[[noreturn]] void rethrow_as_storage_error(std::exception_ptr error);

class Database {
 public:
  struct Options {
    int readers = 4;
    // Told before an existing database is brought up to this build's schema, which can take a while.
    std::function<void(int from_version, int to_version)> before_upgrade;
  };

  // Opens (creating if needed) and migrates the database. Throws StartupError with a one-line reason.
  explicit Database(std::string path, Options options);
  explicit Database(std::string path) : Database(std::move(path), Options{}) {}
  ~Database();
  Database(const Database&) = delete;
  Database& operator=(const Database&) = delete;

  const std::string& path() const { return path_; }

  // Runs f(SQLite::Database&) on a read connection; waits while all of them are busy. SQLite staying busy
  // past its timeout is thrown as StorageBusy (include/dialer/storage_busy.hpp), here and in write().
  template <class F>
  decltype(auto) read(F&& f) {
    ReaderLease lease(*this);
    try {
      return f(*lease.reader->connection);
    } catch (...) {
      rethrow_as_storage_error(std::current_exception());
    }
  }

  // Runs f(Transaction&) — or f(SQLite::Database&) — on the writer inside a transaction and returns once
  // it is durably committed (and its after_commit hooks ran). When f throws, its changes are rolled back
  // (nothing else's) and the exception rethrown here, so a failed request changes nothing.
  template <class F>
  auto write(F&& f) -> std::invoke_result_t<F, Transaction&> {
    using Result = std::invoke_result_t<F, Transaction&>;
    if constexpr (std::is_void_v<Result>) {
      run_write([&](Transaction& tx) { f(tx); });
    } else {
      std::optional<Result> result;
      run_write([&](Transaction& tx) { result.emplace(f(tx)); });
      return std::move(*result);
    }
  }

  // For background work that writes in many steps (a bulk change of a million leads): waits, at most `limit`,
  // until no other write is queued or committing, so the writes of requests that queued before the next step
  // do not wait for it (those that queue during it share its commit).
  void let_waiting_writes_go(std::chrono::microseconds limit);

  // Observers hear of every transaction of the writer; add and remove them while no write runs.
  void add_observer(TransactionObserver& observer);
  void remove_observer(TransactionObserver& observer);

  // How many write transactions have finished, and when the last one did: background upkeep (the search
  // index merger) uses them to stay out of the way of requests.
  std::uint64_t writes_finished() const { return writes_finished_.load(); }
  // How many write() calls have finished (several share a transaction): a bulk action sees whether requests
  // are writing beside it.
  std::uint64_t writes_done() const { return writes_done_.load(); }
  // How many writes wait for the one committing now.
  std::size_t writes_queued() const;
  std::chrono::steady_clock::time_point last_write_finished_at() const {
    return std::chrono::steady_clock::time_point(std::chrono::steady_clock::duration(last_write_finished_at_.load()));
  }

  // The writer connection's prepared statements, only for use inside write() (db::Prepared finds them itself).
  StatementCache& writer_statements() { return *writer_statements_; }

  // From inside write(): the write's search index changes, written with those of the other writes of its group
  // commit just before the commit (db/group_search_index.hpp).
  void stage_search_index(SearchIndexWrites&& writes);

  // The leads' texts kept in memory while their rows are unchanged (db/lead_text_cache.hpp).
  LeadTextCache& lead_texts() { return *lead_texts_; }

  // Checkpoints the WAL into the main file (TRUNCATE) and closes every connection, so that the .db file
  // alone is a complete copy. Call once no request is running (after the server stopped); safe twice.
  void close();

 private:
  struct PendingWrite {
    const std::function<void(Transaction&)>* work = nullptr;
    std::exception_ptr error;
    bool done = false;
    // Its own: the writer wakes the writes it has finished, not every write waiting (those queued meanwhile too).
    std::condition_variable finished;
    std::optional<Transaction> transaction;
  };

  void run_write(const std::function<void(Transaction&)>& work);
  // The writer thread: commits what is queued, group after group, until close() has asked it to stop and the
  // queue is empty. A thread of its own, so that the next group starts as soon as one has committed rather than
  // once a waiting request's thread has woken to lead it.
  void write_loop();
  // Runs the group's writes in one transaction — and, before committing it, the writes queued while they ran
  // (added to `group`): a write that arrives during a long one shares its commit instead of waiting for a second.
  void commit_group(std::vector<PendingWrite*>& group);
  void notify_observers(void (TransactionObserver::*event)());

  struct Reader {
    std::unique_ptr<SQLite::Database> connection;
    std::unique_ptr<StatementCache> statements;  // declared after it: finalized before the connection closes
  };
  struct ReaderLease {
    explicit ReaderLease(Database& db);
    ~ReaderLease();
    Database& owner;
    Reader* reader;
    std::optional<StatementCache::Scope> statements;  // the reader's cache, for db::Prepared while leased
  };

  std::string path_;
  std::mutex write_mutex_;  // held while the writer connection is in use
  std::unique_ptr<SQLite::Database> writer_;
  std::unique_ptr<WalCheckpointer> checkpointer_;
  std::vector<TransactionObserver*> observers_;  // under write_mutex_
  std::unique_ptr<StatementCache> writer_statements_;  // finalized before the writer closes
  std::unique_ptr<GroupSearchIndex> search_group_;     // written through writer_statements_
  std::unique_ptr<LeadTextCache> lead_texts_;          // one per writer: SQLite keeps one update hook a connection

  mutable std::mutex queue_mutex_;
  std::condition_variable queue_cv_;  // a group has committed: for let_waiting_writes_go
  std::deque<PendingWrite*> queue_;
  bool committing_ = false;
  bool writer_stopping_ = false;       // under queue_mutex_
  std::condition_variable writer_cv_;  // wakes the writer thread: writes queued, or stop
  std::thread writer_thread_;
  std::atomic<std::uint64_t> writes_finished_{0};
  std::atomic<std::uint64_t> writes_done_{0};
  std::atomic<std::chrono::steady_clock::rep> last_write_finished_at_{0};

  std::mutex pool_mutex_;
  std::condition_variable pool_cv_;
  std::vector<std::unique_ptr<Reader>> readers_;
  std::vector<Reader*> idle_readers_;
};

}  // namespace dialer::db
