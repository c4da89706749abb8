#include "db/database.hpp"

#include <sqlite3.h>

#include "db/group_search_index.hpp"
#include "db/lead_text_cache.hpp"
#include "db/migrations.hpp"
#include "db/phone_sql_function.hpp"
#include "db/search_match.hpp"
#include "db/statement_cache.hpp"
#include "db/wal_checkpointer.hpp"
#include "dialer/startup_error.hpp"
#include "dialer/storage_busy.hpp"

namespace dialer::db {
namespace {

constexpr int kBusyTimeoutMs = 5000;
// Page caches (negative = KiB). The writer's is small on purpose: SQLite scans the writer's whole cache at
// every commit, and with 64 MiB that scan made single creates ~10 % slower and the import's RSS peak 40 MiB
// higher, while the import ran no faster (the OS page cache holds the index pages). Readers mostly walk a few
// pages per request.
constexpr int kWriterCacheKiB = 8 * 1024;
constexpr int kReaderCacheKiB = 16 * 1024;
// Leads kept as texts (db/lead_text_cache.hpp): a thousand pages of 20, about 10 MiB.
constexpr std::size_t kLeadTextsKept = 20'000;

// Maps SQLite's open-time failures to a sentence that tells the user what to fix.
[[noreturn]] void throw_open_error(const std::string& path, const SQLite::Exception& e) {
  switch (e.getErrorCode()) {
    case SQLITE_NOTADB:
      throw StartupError(path + " is not a SQLite database");
    case SQLITE_CANTOPEN:
      throw StartupError("cannot open database " + path +
                         ": the file cannot be created or opened (does the directory exist, and is it writable?)");
    case SQLITE_READONLY:
    case SQLITE_PERM:
      throw StartupError("database " + path + " is not writable");
    case SQLITE_CORRUPT:
      throw StartupError("database " + path + " is damaged (" + e.what() + "); restore it from a backup");
    default:
      throw StartupError("cannot use database " + path + ": " + e.what());
  }
}

// SQLite's allocation statistics take a global mutex on every malloc; nothing here reads them. This
// must run before SQLite initializes, hence at static-initialization time.
[[maybe_unused]] const bool kMemoryStatisticsOff = [] { return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0) == SQLITE_OK; }();

// What the writer and every reader share: settings and the search's SQL function.
void set_up_connection(SQLite::Database& db) {
  db.setBusyTimeout(kBusyTimeoutMs);
  db.exec("PRAGMA foreign_keys = ON");
  register_search_match(db);
}

}  // namespace

Database::Database(std::string path, Options options) : path_(std::move(path)) {
  try {
    writer_ = std::make_unique<SQLite::Database>(path_, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE |
                                                            SQLite::OPEN_NOMUTEX);
    if (sqlite3_db_readonly(writer_->getHandle(), "main") == 1) {
      throw StartupError("database " + path_ + " is not writable");
    }
    set_up_connection(*writer_);
    // WAL lets readers run beside the writer; FULL makes an acknowledged write survive a power cut.
    writer_->exec("PRAGMA journal_mode = WAL");
    writer_->exec("PRAGMA synchronous = FULL");
    writer_->exec("PRAGMA cache_size = -" + std::to_string(kWriterCacheKiB));
    // A large import grows the WAL to hundreds of MiB; once checkpointed, give the space back down to 64 MiB.
    writer_->exec("PRAGMA journal_size_limit = " + std::to_string(64 * 1024 * 1024));
    register_phone_function(*writer_);
    apply_migrations(*writer_, embedded_migrations(), path_, options.before_upgrade);

    for (int i = 0; i < options.readers; ++i) {
      auto reader = std::make_unique<Reader>();
      reader->connection = std::make_unique<SQLite::Database>(path_, SQLite::OPEN_READONLY | SQLite::OPEN_NOMUTEX);
      set_up_connection(*reader->connection);
      reader->connection->exec("PRAGMA cache_size = -" + std::to_string(kReaderCacheKiB));
      reader->statements = std::make_unique<StatementCache>(*reader->connection);
      idle_readers_.push_back(reader.get());
      readers_.push_back(std::move(reader));
    }
    writer_statements_ = std::make_unique<StatementCache>(*writer_);
    search_group_ = std::make_unique<GroupSearchIndex>(*writer_statements_);
    lead_texts_ = std::make_unique<LeadTextCache>(writer_->getHandle(), kLeadTextsKept);
    observers_.push_back(lead_texts_.get());
    checkpointer_ = std::make_unique<WalCheckpointer>(path_, *writer_, kBusyTimeoutMs);
    writer_thread_ = std::thread([this] { write_loop(); });
  } catch (const SQLite::Exception& e) {
    throw_open_error(path_, e);
  }
}

Database::~Database() {
  try {
    close();
  } catch (const std::exception&) {
    // Destructors must not throw; SQLite still checkpoints when the last connection closes.
  }
}

void rethrow_as_storage_error(std::exception_ptr error) {
  try {
    std::rethrow_exception(error);
  } catch (const SQLite::Exception& e) {
    if (e.getErrorCode() == SQLITE_BUSY || e.getErrorCode() == SQLITE_LOCKED) throw StorageBusy(e.what());
    throw;
  }
}

void Database::close() {
  {
    std::lock_guard queue_lock(queue_mutex_);
    writer_stopping_ = true;
  }
  writer_cv_.notify_all();
  // Writes already queued are committed first.
  if (writer_thread_.joinable()) writer_thread_.join();
  std::scoped_lock lock(write_mutex_, pool_mutex_);
  checkpointer_.reset();
  idle_readers_.clear();
  readers_.clear();
  search_group_.reset();
  writer_statements_.reset();
  if (lead_texts_) {
    lead_texts_->unwatch();
    std::erase(observers_, lead_texts_.get());
  }
  if (writer_) {
    writer_->exec("PRAGMA wal_checkpoint(TRUNCATE)");
    writer_.reset();
  }
}

void Database::add_observer(TransactionObserver& observer) {
  std::lock_guard lock(write_mutex_);
  observers_.push_back(&observer);
}

void Database::remove_observer(TransactionObserver& observer) {
  std::lock_guard lock(write_mutex_);
  std::erase(observers_, &observer);
}

void Database::notify_observers(void (TransactionObserver::*event)()) {
  for (auto* observer : observers_) (observer->*event)();
}

namespace {

// Hooks run after the fact: nothing they do may undo a commit or hide the write's own failure.
void run_hooks(std::vector<Transaction::Hook>& hooks) {
  for (auto& hook : hooks) {
    try {
      hook();
    } catch (...) {
    }
  }
  hooks.clear();
}

}  // namespace

void Database::run_write(const std::function<void(Transaction&)>& work) {
  PendingWrite mine;
  mine.work = &work;
  std::unique_lock lock(queue_mutex_);
  if (writer_stopping_) throw std::runtime_error("database is closed");
  queue_.push_back(&mine);
  // A committing writer finds the queue again when it is done.
  if (!committing_) writer_cv_.notify_one();
  mine.finished.wait(lock, [&] { return mine.done; });
  lock.unlock();
  if (mine.error) rethrow_as_storage_error(mine.error);
}

void Database::write_loop() {
  std::unique_lock lock(queue_mutex_);
  while (true) {
    writer_cv_.wait(lock, [this] { return !queue_.empty() || writer_stopping_; });
    if (queue_.empty()) return;  // stopping, and nothing is left to write
    committing_ = true;
    std::vector<PendingWrite*> group(queue_.begin(), queue_.end());
    queue_.clear();
    lock.unlock();
    commit_group(group);
    last_write_finished_at_ = std::chrono::steady_clock::now().time_since_epoch().count();
    ++writes_finished_;
    writes_done_ += group.size();
    lock.lock();
    // Notified under the lock: a write's waiter cannot return (and take its condition variable with it) before.
    for (auto* pending : group) {
      pending->done = true;
      pending->finished.notify_one();
    }
    committing_ = false;
    queue_cv_.notify_all();
  }
}

std::size_t Database::writes_queued() const {
  std::lock_guard lock(queue_mutex_);
  return queue_.size();
}

void Database::let_waiting_writes_go(std::chrono::microseconds limit) {
  std::unique_lock lock(queue_mutex_);
  queue_cv_.wait_for(lock, limit, [this] { return queue_.empty() && !committing_; });
}

void Database::commit_group(std::vector<PendingWrite*>& group) {
  std::lock_guard lock(write_mutex_);
  SQLite::Database& db = *writer_;
  const StatementCache::Scope statements(*writer_statements_);
  const GroupSearchIndex::Scope search_index(*search_group_);
  checkpointer_->restart_if_too_large();
  // Transaction control through statements compiled once: sqlite3_exec compiles its SQL on every call, and a
  // write takes four of them.
  const auto control = [this](const char* sql) {
    auto& statement = writer_statements_->get(sql);
    statement.exec();
    statement.tryReset();
  };
  try {
    control("BEGIN IMMEDIATE");
    notify_observers(&TransactionObserver::transaction_began);
    const auto run = [&](PendingWrite* pending) {
      control("SAVEPOINT one_write");
      Transaction& tx = pending->transaction.emplace(db);
      try {
        (*pending->work)(tx);
        for (auto& hook : tx.before_end_) hook();
        control("RELEASE one_write");
        search_group_->write_released();
      } catch (...) {
        pending->error = std::current_exception();
        writer_statements_->reset_all();
        control("ROLLBACK TO one_write");
        control("RELEASE one_write");
        search_group_->write_rolled_back();
        notify_observers(&TransactionObserver::transaction_rolled_back);
        run_hooks(tx.after_rollback_);
      }
    };
    for (auto* pending : group) run(pending);
    // Writes that queued meanwhile (requests behind a bulk action's step) join this commit: one round, so the
    // transaction does not keep growing while writes keep coming.
    const std::size_t late = group.size();
    {
      std::lock_guard queue_lock(queue_mutex_);
      group.insert(group.end(), queue_.begin(), queue_.end());
      queue_.clear();
    }
    for (std::size_t i = late; i < group.size(); ++i) run(group[i]);
    search_group_->apply();
    writer_statements_->reset_all();
    control("COMMIT");
    notify_observers(&TransactionObserver::transaction_committed);
  } catch (...) {
    // The transaction itself failed (BEGIN, a savepoint, the group's search index, COMMIT): nothing of the group is
    // committed.
    const auto failure = std::current_exception();
    search_group_->clear();
    notify_observers(&TransactionObserver::transaction_rolled_back);
    writer_statements_->reset_all();
    try {
      if (sqlite3_get_autocommit(db.getHandle()) == 0) db.exec("ROLLBACK");
    } catch (...) {
      // Already rolled back by SQLite.
    }
    for (auto* pending : group) {
      if (pending->error) continue;
      pending->error = failure;
      if (pending->transaction) run_hooks(pending->transaction->after_rollback_);
    }
    return;
  }
  // Still holding the writer: what the hooks publish is in commit order across every writer.
  for (auto* pending : group) {
    if (!pending->error && pending->transaction) run_hooks(pending->transaction->after_commit_);
  }
}

void Database::stage_search_index(SearchIndexWrites&& writes) { search_group_->stage(std::move(writes)); }

Database::ReaderLease::ReaderLease(Database& db) : owner(db) {
  std::unique_lock lock(owner.pool_mutex_);
  owner.pool_cv_.wait(lock, [&] { return !owner.idle_readers_.empty() || owner.readers_.empty(); });
  if (owner.readers_.empty()) throw std::runtime_error("database is closed");
  reader = owner.idle_readers_.back();
  owner.idle_readers_.pop_back();
  statements.emplace(*reader->statements);
}

Database::ReaderLease::~ReaderLease() {
  {
    std::lock_guard lock(owner.pool_mutex_);
    owner.idle_readers_.push_back(reader);
  }
  owner.pool_cv_.notify_one();
}

}  // namespace dialer::db
