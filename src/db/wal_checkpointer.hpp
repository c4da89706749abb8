#pragma once
// Copies the WAL back into the database file from a thread of its own, so that commits never wait for a
// checkpoint (SQLite's automatic one runs inside the commit that crosses its threshold, fsync included).
// PASSIVE checkpoints never block the writer or the readers.
#include <SQLiteCpp/SQLiteCpp.h>

#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

namespace dialer::db {

class WalCheckpointer {
 public:
  // Watches the writer's commits; checkpoints through a connection of its own to `path`.
  WalCheckpointer(const std::string& path, SQLite::Database& writer);
  ~WalCheckpointer();
  WalCheckpointer(const WalCheckpointer&) = delete;
  WalCheckpointer& operator=(const WalCheckpointer&) = delete;

 private:
  static int on_commit(void* self, sqlite3* db, const char* name, int wal_pages);
  void run();

  SQLite::Database& writer_;
  SQLite::Database connection_;
  std::mutex mutex_;
  std::condition_variable wake_;
  bool due_ = false;
  bool stopping_ = false;
  std::thread thread_;
};

}  // namespace dialer::db
