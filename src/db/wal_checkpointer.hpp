#pragma once
// Copies the WAL back into the database file from a thread of its own, so that commits never wait for a
// checkpoint (SQLite's automatic one runs inside the commit that crosses its threshold, fsync included).
// PASSIVE checkpoints never block the writer or the readers.
//
// A passive checkpoint cannot finish while the writer keeps appending, and SQLite starts the WAL over only
// once one has. Under a steady stream of writes (an import, a burst of creates) the WAL would grow without
// end — to several times the database during a million-row import. So once it passes a hard limit, the
// writer itself finishes the checkpoint between two transactions (restart_if_too_large), and the file is
// reused from its start.
#include <SQLiteCpp/SQLiteCpp.h>

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace dialer::db {

class WalCheckpointer {
 public:
  // Watches the writer's commits; checkpoints through a connection of its own to `path`. Both wait up to
  // busy_timeout_ms for locks.
  WalCheckpointer(const std::string& path, SQLite::Database& writer, int busy_timeout_ms);
  ~WalCheckpointer();
  WalCheckpointer(const WalCheckpointer&) = delete;
  WalCheckpointer& operator=(const WalCheckpointer&) = delete;

  // Call on the writer's thread with no transaction open: when the WAL has outgrown its limit, copies
  // the rest of it into the database and has the next transaction start the WAL over.
  void restart_if_too_large();

 private:
  static int on_commit(void* self, sqlite3* db, const char* name, int wal_pages);
  void run();

  SQLite::Database& writer_;
  const int writer_busy_timeout_ms_;
  SQLite::Database connection_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool due_ = false;
  bool stopping_ = false;
  // Only one checkpoint runs at a time: SQLite refuses a second one at once instead of waiting.
  std::mutex checkpoint_mutex_;
  // In pages, all written on the writer's thread: the WAL's size after the last commit, the size at which
  // the thread was last asked to checkpoint, and the size at which the writer finishes one itself.
  std::atomic<int> wal_pages_{0};
  int requested_at_pages_ = 0;
  int restart_at_pages_;
  std::thread thread_;
};

}  // namespace dialer::db
