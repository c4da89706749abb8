#include "db/database.hpp"

#include <sqlite3.h>

#include "db/migrations.hpp"
#include "dialer/startup_error.hpp"

namespace dialer::db {
namespace {

constexpr int kBusyTimeoutMs = 5000;

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

void apply_common_pragmas(SQLite::Database& db) {
  db.setBusyTimeout(kBusyTimeoutMs);
  db.exec("PRAGMA foreign_keys = ON");
}

}  // namespace

Database::Database(std::string path, Options options) : path_(std::move(path)) {
  try {
    writer_ = std::make_unique<SQLite::Database>(path_, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE |
                                                            SQLite::OPEN_NOMUTEX);
    if (sqlite3_db_readonly(writer_->getHandle(), "main") == 1) {
      throw StartupError("database " + path_ + " is not writable");
    }
    apply_common_pragmas(*writer_);
    // WAL lets readers run beside the writer; FULL makes an acknowledged write survive a power cut.
    writer_->exec("PRAGMA journal_mode = WAL");
    writer_->exec("PRAGMA synchronous = FULL");
    apply_migrations(*writer_, embedded_migrations(), path_);

    for (int i = 0; i < options.readers; ++i) {
      auto reader = std::make_unique<SQLite::Database>(path_, SQLite::OPEN_READONLY | SQLite::OPEN_NOMUTEX);
      apply_common_pragmas(*reader);
      idle_readers_.push_back(reader.get());
      readers_.push_back(std::move(reader));
    }
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

void Database::close() {
  std::scoped_lock lock(write_mutex_, pool_mutex_);
  idle_readers_.clear();
  readers_.clear();
  if (writer_) {
    writer_->exec("PRAGMA wal_checkpoint(TRUNCATE)");
    writer_.reset();
  }
}

Database::ReaderLease::ReaderLease(Database& db) : owner(db) {
  std::unique_lock lock(owner.pool_mutex_);
  owner.pool_cv_.wait(lock, [&] { return !owner.idle_readers_.empty() || owner.readers_.empty(); });
  if (owner.readers_.empty()) throw std::runtime_error("database is closed");
  connection = owner.idle_readers_.back();
  owner.idle_readers_.pop_back();
}

Database::ReaderLease::~ReaderLease() {
  {
    std::lock_guard lock(owner.pool_mutex_);
    owner.idle_readers_.push_back(connection);
  }
  owner.pool_cv_.notify_one();
}

}  // namespace dialer::db
