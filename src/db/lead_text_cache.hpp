#pragma once
// Texts made from leads rows — the API's JSON of a lead — kept in memory until their row changes, so that a page
// of leads reads its ids and its total and takes the leads themselves from here; one text per organization made
// from its counts (the leads' stats), kept until any lead changes; and the ids a filter selects in a range of ids
// (where a deep page falls), kept until a lead in the range changes. docs/architecture.md, "Leads texts kept in
// memory", says why and how they stay true to the file:
//
// The writer tells the cache of every row of `leads` (and of `lead_lists`, whose names the texts show) that a
// transaction changes, as SQLite changes it (its update hook), and the cache is "changing" from the first such row
// until that transaction has ended; then it forgets those leads (all of them for a list) and counts a generation.
// A reader takes a ticket before its snapshot begins. The cache answers it, and keeps what it read, only while
// no transaction changed leads since the ticket was taken: so what it hands out is what the reader's own snapshot
// holds, and nothing read from an older snapshot is kept once a newer one could see otherwise.
//
// At most `capacity` leads are kept; past it, the oldest kept goes first.
#include <sqlite3.h>

#include <cstdint>
#include <deque>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "db/transaction.hpp"

namespace dialer::db {

class LeadTextCache final : public TransactionObserver {
 public:
  using Text = std::shared_ptr<const std::string>;
  struct Ticket {
    std::uint64_t generation = 0;
    bool usable = false;  // false while a transaction changes leads: the reader reads everything itself
  };

  // Watches the writer connection `writer` (db::Database makes the one it has, and tells it of its transactions);
  // none: watches nothing.
  LeadTextCache(sqlite3* writer, std::size_t capacity);
  // Stops watching; only while no write runs.
  void unwatch();
  LeadTextCache(const LeadTextCache&) = delete;
  LeadTextCache& operator=(const LeadTextCache&) = delete;

  // Take before the read's first statement (its snapshot begins there).
  Ticket ticket();
  // The texts kept for these leads, in their order; null where none is — for all of them when the ticket is no
  // longer current.
  std::vector<Text> find(const Ticket& ticket, const std::vector<std::int64_t>& lead_ids);
  // Keeps a text read under the ticket, unless leads changed since it was taken.
  void keep(const Ticket& ticket, std::int64_t lead_id, Text text);

  // The same for one text per organization that depends on all its leads.
  Text find_for_organization(const Ticket& ticket, std::int64_t organization_id);
  void keep_for_organization(const Ticket& ticket, std::int64_t organization_id, Text text);

  // The ids, ascending, of one organization's leads that a filter (db/lead_counters.hpp's key) selects between two
  // ids, kept until a lead between them changes: a page's place inside its blocks of ids costs stepping over up to a
  // thousand index entries, once. Ranges wider than kIdRangeKept ids are not kept.
  using Ids = std::shared_ptr<const std::vector<std::int64_t>>;
  static constexpr std::int64_t kIdRangeKept = 2048;
  Ids find_ids(const Ticket& ticket, std::int64_t organization_id, const std::string& filter, std::int64_t first_id,
               std::int64_t end_id);
  void keep_ids(const Ticket& ticket, std::int64_t organization_id, const std::string& filter, std::int64_t first_id,
                std::int64_t end_id, Ids ids);

  std::size_t size();

  void transaction_began() override;
  void transaction_committed() override;
  void transaction_rolled_back() override {}

 private:
  static void on_row_changed(void* self, int operation, const char* database, const char* table, sqlite3_int64 row_id);
  void changing();
  // The transaction that changed leads has ended (committed, or rolled back and a new one begun).
  void changed();
  void forget_ranges_holding(std::int64_t lead_id);
  static constexpr std::size_t kIdRangesKept = 512;
  bool current(const Ticket& ticket) const { return !changing_ && ticket.usable && ticket.generation == generation_; }

  sqlite3* writer_;
  const std::size_t capacity_;

  std::mutex mutex_;
  std::uint64_t generation_ = 0;
  bool changing_ = false;
  std::unordered_map<std::int64_t, Text> texts_;
  std::deque<std::int64_t> kept_order_;  // may name leads already forgotten
  std::unordered_map<std::int64_t, Text> organization_texts_;
  // By first id, so that a changed lead finds the ranges holding it among those starting up to kIdRangeKept before.
  using RangeKey =
      std::tuple<std::int64_t, std::int64_t, std::int64_t, std::string>;  // first, end, organization, filter
  std::map<RangeKey, Ids> id_ranges_;

  // The writer's side, touched only on its thread: what the running transaction changed.
  bool writer_changing_ = false;
  bool all_changed_ = false;
  std::vector<std::int64_t> changed_ids_;
};

}  // namespace dialer::db
