#pragma once
// Merges the lead search index (FTS5) while the writer is idle.
//
// Every write transaction adds a small segment to the index, and a search reads every segment. FTS5 can
// merge them as part of each write ("automerge"), but that puts the merging on the requests: at a million
// leads it halved how many single creates per second the server takes. The index is therefore set to
// merge only when a level overflows (crisismerge, see migration 0007) and this thread does the rest of the
// merging in short transactions once no request has written for a moment, so that after a burst of creates
// or an import the index is back to a few segments per level within seconds.
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <thread>

#include "db/database.hpp"

namespace dialer::db {

class SearchIndexMerger {
 public:
  struct Options {
    // How long the writer must have been quiet before a merge step starts.
    std::chrono::milliseconds quiet_for{250};
    // How often the thread looks.
    std::chrono::milliseconds poll_every{100};
    // FTS5 pages one step writes at most: a step holds the writer for a few milliseconds.
    int pages_per_step = 256;
  };

  SearchIndexMerger(Database& database, Options options);
  explicit SearchIndexMerger(Database& database) : SearchIndexMerger(database, Options{}) {}
  ~SearchIndexMerger();
  SearchIndexMerger(const SearchIndexMerger&) = delete;
  SearchIndexMerger& operator=(const SearchIndexMerger&) = delete;

  // Merge steps that found work, since start (for tests and the log).
  std::uint64_t steps_done() const;

 private:
  void run();
  // One short transaction; true when FTS5 found segments to merge.
  bool merge_step();

  Database& database_;
  const Options options_;
  mutable std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::uint64_t steps_done_ = 0;
  std::thread thread_;
};

}  // namespace dialer::db
