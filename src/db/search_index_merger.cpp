#include "db/search_index_merger.hpp"
#include "db/prepared.hpp"

#include <sqlite3.h>

namespace dialer::db {

SearchIndexMerger::SearchIndexMerger(Database& database, Options options)
    : database_(database), options_(options), thread_([this] { run(); }) {}

SearchIndexMerger::~SearchIndexMerger() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_one();
  thread_.join();
}

std::uint64_t SearchIndexMerger::steps_done() const {
  std::lock_guard lock(mutex_);
  return steps_done_;
}

void SearchIndexMerger::run() {
  // Writes counted when the index was last found fully merged (none yet: look once at start-up), and
  // after this thread's own last step (so that its own writes do not count as traffic).
  std::uint64_t merged_at_writes = UINT64_MAX;
  std::uint64_t own_step_at_writes = UINT64_MAX;
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    const std::uint64_t writes = database_.writes_finished();
    const bool others_wrote = writes != own_step_at_writes;
    const bool may_have_work = writes != merged_at_writes;
    const bool quiet = std::chrono::steady_clock::now() - database_.last_write_finished_at() >= options_.quiet_for;
    if (!may_have_work || (others_wrote && !quiet)) {
      wake_.wait_for(lock, options_.poll_every, [this] { return stopping_; });
      continue;
    }
    lock.unlock();
    bool found_work = false;
    try {
      found_work = merge_step();
    } catch (const std::exception&) {
      // A busy or failing database: the writes themselves report it; try again after a pause.
      lock.lock();
      wake_.wait_for(lock, options_.quiet_for, [this] { return stopping_; });
      continue;
    }
    lock.lock();
    own_step_at_writes = database_.writes_finished();
    if (found_work) {
      ++steps_done_;
    } else {
      merged_at_writes = own_step_at_writes;
    }
  }
}

bool SearchIndexMerger::merge_step() {
  return database_.write([&](SQLite::Database& db) {
    // FTS5 reports whether a 'merge' did anything only through the change counter: 2 or more is work.
    sqlite3* handle = db.getHandle();
    const sqlite3_int64 before = sqlite3_total_changes64(handle);
    Prepared merge(db, "INSERT INTO lead_search (lead_search, rank) VALUES ('merge', ?)");
    merge.bind(1, options_.pages_per_step);
    merge.exec();
    return sqlite3_total_changes64(handle) - before >= 2;
  });
}

}  // namespace dialer::db
