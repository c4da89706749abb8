#include "db/wal_checkpointer.hpp"

#include <sqlite3.h>

#include <chrono>

namespace dialer::db {
namespace {

// Ask for a checkpoint once the WAL holds this many pages (16 MiB at 4 KiB pages).
constexpr int kCheckpointPages = 4096;
// And fold in whatever an idle server has left in the WAL this often.
constexpr auto kIdleCheckpointInterval = std::chrono::seconds(5);

}  // namespace

WalCheckpointer::WalCheckpointer(const std::string& path, SQLite::Database& writer)
    : writer_(writer), connection_(path, SQLite::OPEN_READWRITE | SQLite::OPEN_NOMUTEX) {
  connection_.setBusyTimeout(5000);
  // A connection learns that the file is in WAL mode only by reading it; until then it cannot checkpoint.
  connection_.execAndGet("PRAGMA journal_mode");
  writer_.exec("PRAGMA wal_autocheckpoint = 0");
  sqlite3_wal_hook(writer_.getHandle(), &WalCheckpointer::on_commit, this);
  thread_ = std::thread([this] { run(); });
}

WalCheckpointer::~WalCheckpointer() {
  sqlite3_wal_hook(writer_.getHandle(), nullptr, nullptr);
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

// Runs on the writer's thread right after each commit: only signals.
int WalCheckpointer::on_commit(void* self, sqlite3*, const char*, int wal_pages) {
  auto* checkpointer = static_cast<WalCheckpointer*>(self);
  if (wal_pages >= kCheckpointPages) {
    {
      std::lock_guard lock(checkpointer->mutex_);
      checkpointer->due_ = true;
    }
    checkpointer->wake_.notify_one();
  }
  return SQLITE_OK;
}

void WalCheckpointer::run() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    wake_.wait_for(lock, kIdleCheckpointInterval, [this] { return due_ || stopping_; });
    if (stopping_) break;
    due_ = false;
    lock.unlock();
    sqlite3_wal_checkpoint_v2(connection_.getHandle(), nullptr, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr);
    lock.lock();
  }
}

}  // namespace dialer::db
