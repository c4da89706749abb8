#include "db/wal_checkpointer.hpp"

#include <sqlite3.h>

#include <chrono>

namespace dialer::db {
namespace {

// Ask for a checkpoint once the WAL holds this many pages (16 MiB at 4 KiB pages), and again each time
// it has grown by another step: asking after every commit had the thread checkpoint (and fsync the
// database) once per create under load.
constexpr int kCheckpointPages = 4096;
constexpr int kCheckpointStepPages = 1024;
// Past this (64 MiB, the journal_size_limit) the writer finishes the checkpoint itself.
constexpr int kRestartPages = 16384;
constexpr int kRestartWaitMs = 100;
// And fold in whatever an idle server has left in the WAL this often.
constexpr auto kIdleCheckpointInterval = std::chrono::seconds(5);

}  // namespace

WalCheckpointer::WalCheckpointer(const std::string& path, SQLite::Database& writer, int busy_timeout_ms)
    : writer_(writer),
      writer_busy_timeout_ms_(busy_timeout_ms),
      connection_(path, SQLite::OPEN_READWRITE | SQLite::OPEN_NOMUTEX),
      restart_at_pages_(kRestartPages) {
  connection_.setBusyTimeout(busy_timeout_ms);
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
  // A WAL that started over is smaller than after the last commit: the limits count from its start again.
  if (wal_pages < checkpointer->wal_pages_) {
    checkpointer->requested_at_pages_ = 0;
    checkpointer->restart_at_pages_ = kRestartPages;
  }
  checkpointer->wal_pages_ = wal_pages;
  if (wal_pages >= kCheckpointPages && wal_pages - checkpointer->requested_at_pages_ >= kCheckpointStepPages) {
    checkpointer->requested_at_pages_ = wal_pages;
    {
      std::lock_guard lock(checkpointer->mutex_);
      checkpointer->due_ = true;
    }
    checkpointer->wake_.notify_one();
  }
  return SQLITE_OK;
}

void WalCheckpointer::restart_if_too_large() {
  const int pages = wal_pages_;
  if (pages < restart_at_pages_) return;
  // Waits for a pass of the thread that is under way (measured: a few ms, at most ~0.5 s right after an
  // import batch); not waiting let a million-row import take the WAL to 644 MiB again.
  std::lock_guard running(checkpoint_mutex_);
  // RESTART also waits for readers still using the old WAL, which are short — unless one is streaming
  // an export. Wait briefly; if they outlast that, leave it and try again only after the WAL has grown by
  // another limit, so that a long reader costs the writers one short wait, not one per commit.
  sqlite3_busy_timeout(writer_.getHandle(), kRestartWaitMs);
  const int rc = sqlite3_wal_checkpoint_v2(writer_.getHandle(), nullptr, SQLITE_CHECKPOINT_RESTART, nullptr, nullptr);
  sqlite3_busy_timeout(writer_.getHandle(), writer_busy_timeout_ms_);
  if (rc == SQLITE_OK) {
    // The next commit starts the WAL over.
    wal_pages_ = 0;
    requested_at_pages_ = 0;
    restart_at_pages_ = kRestartPages;
  } else {
    restart_at_pages_ = pages + kRestartPages;
  }
}

void WalCheckpointer::run() {
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    wake_.wait_for(lock, kIdleCheckpointInterval, [this] { return due_ || stopping_; });
    if (stopping_) break;
    due_ = false;
    lock.unlock();
    {
      std::lock_guard running(checkpoint_mutex_);
      sqlite3_wal_checkpoint_v2(connection_.getHandle(), nullptr, SQLITE_CHECKPOINT_PASSIVE, nullptr, nullptr);
    }
    lock.lock();
  }
}

}  // namespace dialer::db
