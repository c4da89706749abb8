#pragma once
// Which leads have a given e-mail or phone key, per organization, held in memory. The duplicate check of
// imports and webhooks looks keys up here instead of in two SQLite indexes: inserting random keys into
// those cost about 40 % of a million-row import (a b-tree descent and a dirtied page per key).
//
// The directory may over-answer but never misses. An organization is read from the leads table the first
// time it is looked up; from then on every lead written is added as it is written, committed or not, and
// nothing is taken out. Callers check each candidate against its row, so a deleted lead, a changed key or a
// rolled-back write costs one row read, never a wrong answer. Once stale entries pile up, the organization
// is dropped and read again on its next lookup.
//
// One case needs the writer's help: an organization read during a transaction saw that transaction's
// uncommitted deletions and key changes. Should it roll back, the old keys are back in the table but not in
// the directory, so the directory observes the writer's transactions and forgets such organizations.
//
// Writer-side state: use it only inside Database::write, which runs one write at a time.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "db/transaction.hpp"

namespace dialer::db {

class LeadKeys final : public TransactionObserver {
 public:
  enum class Kind { kEmail, kPhone };

  // Ids, ascending, of every lead of the organization whose key of this kind is `key` — and perhaps of a
  // few that no longer have it. Reads the organization's keys on first use (through `db`, the writer).
  std::vector<std::int64_t> candidates(SQLite::Database& db, std::int64_t organization_id, Kind kind,
                                       std::string_view key);
  // A lead was written with these keys (empty keys are not kept).
  void add(std::int64_t organization_id, std::int64_t lead_id, std::string_view email_key, std::string_view phone_key);
  // A lead was deleted or changed its keys: what the directory holds for it is now stale.
  void note_stale(std::int64_t organization_id);

  // The writer's transactions: an organization read since `transaction_began` is forgotten on a rollback
  // (of the transaction or of any savepoint in it).
  void transaction_began() override { loaded_in_transaction_.clear(); }
  void transaction_committed() override { loaded_in_transaction_.clear(); }
  void transaction_rolled_back() override;

  // For tests and memory checks: organizations held, and the bytes their tables take.
  std::size_t organizations_loaded() const { return organizations_.size(); }
  std::size_t bytes() const;

 private:
  // A multimap from a key's 32-bit hash to lead ids, as open addressing over 64-bit slots (hash above id):
  // 8 bytes a key instead of a node per key. Linear probing; 0 marks an empty slot (lead ids start at 1).
  class Table {
   public:
    void reserve(std::size_t keys);
    void insert(std::uint32_t hash, std::int64_t id);
    void collect(std::uint32_t hash, std::vector<std::int64_t>& ids) const;
    std::size_t size() const { return used_ + wide_.size(); }
    std::size_t bytes() const { return slots_.size() * sizeof(std::uint64_t) + wide_.size() * 32; }

   private:
    void place(std::uint64_t slot);
    std::vector<std::uint64_t> slots_;
    std::size_t used_ = 0;
    std::unordered_multimap<std::uint32_t, std::int64_t> wide_;  // ids past 32 bits, should a file ever reach them
  };

  struct Organization {
    Table email;
    Table phone;
    std::size_t leads_added = 0;
    std::size_t stale = 0;

    void remember(std::int64_t lead_id, std::string_view email_key, std::string_view phone_key);
  };

  Organization& loaded(SQLite::Database& db, std::int64_t organization_id);

  std::unordered_map<std::int64_t, Organization> organizations_;
  std::vector<std::int64_t> loaded_in_transaction_;
};

}  // namespace dialer::db
