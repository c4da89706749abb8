#pragma once
// The search index changes of every write under one group commit, written once, just before COMMIT. FTS5 writes
// what it holds in memory as a segment of its own at the end of every savepoint, and each write is one
// (db/transaction.hpp): applied write by write, a group of creates left a segment, its pages and a merge's
// worth of work per create. A write's changes join the group only once its savepoint is released, so a
// write that fails leaves nothing behind.
//
// A write that asks the index itself (a bulk change of the leads matching a search) first has the changes of
// the writes before it written (apply_before_search): inside its savepoint, so they are kept for the group
// again if it fails.
#include "db/search_index_writes.hpp"
#include "db/statement_cache.hpp"

namespace dialer::db {

class GroupSearchIndex {
 public:
  explicit GroupSearchIndex(StatementCache& writer_statements) : statements_(writer_statements) {}
  GroupSearchIndex(const GroupSearchIndex&) = delete;
  GroupSearchIndex& operator=(const GroupSearchIndex&) = delete;

  // From inside the write in progress: its changes, held back until it ends.
  void stage(SearchIndexWrites&& writes) { staged_.append(std::move(writes)); }
  // The write in progress ended well (released) or was rolled back.
  void write_released();
  void write_rolled_back();
  // Writes everything the group's writes changed; before COMMIT, in the transaction.
  void apply();
  // The transaction failed: nothing of it is kept.
  void clear();

  // For queries of the index: on the writer inside a group (not in a read nested in a write, which does not see
  // the writer's changes anyway), writes what the group's earlier writes changed.
  static void apply_before_search();

  // Makes `index` the one apply_before_search finds on this thread for the scope's lifetime.
  class Scope {
   public:
    explicit Scope(GroupSearchIndex& index) noexcept;
    ~Scope();
    Scope(const Scope&) = delete;
    Scope& operator=(const Scope&) = delete;

   private:
    GroupSearchIndex* previous_;
  };

 private:
  StatementCache& statements_;
  SearchIndexWrites pending_;           // of the writes released, not yet written
  SearchIndexWrites staged_;            // of the write in progress
  SearchIndexWrites written_in_write_;  // pending ones written while the write in progress asked the index
};

}  // namespace dialer::db
