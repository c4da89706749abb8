#pragma once
// The do-not-call lists as the product uses them (docs/dialer.md, "Do not call"): add, remove and look up one
// number, import a file of any size as it arrives, page through the additions, export a list. Every change
// is written first and reaches the in-memory registry (DncRegistry) once committed; changes are serialized so
// that the two never disagree.
#include <cstdint>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "auth/caller.hpp"
#include "model/dnc.hpp"
#include "dialer/clock.hpp"
#include "files/csv_reader.hpp"
#include "domain/dnc_registry.hpp"
#include "domain/import_slots.hpp"
#include "domain/lead_writes.hpp"
#include "domain/background_work.hpp"

namespace SQLite {
class Database;
}

namespace dialer::db {
class Database;
class Transaction;
}

namespace dialer::domain {

struct DncNumberRecord {
  std::string phone;  // E.164
  std::vector<model::DncBatch> entries;   // the additions that list it now (one per list)
  std::vector<model::DncRemoval> removals;  // newest first
};

struct DncUnreadableRow {
  std::size_t row = 0;
  std::string text;
};

struct DncImportResult {
  std::int64_t batch_id = 0;
  std::int64_t added = 0;
  std::int64_t already_listed = 0;  // on the list before, or twice in the file
  std::int64_t unreadable = 0;
  std::vector<DncUnreadableRow> unreadable_rows;  // the first 20
};

struct DncAddition {
  std::int64_t campaign_id = 0;  // 0: the organization's list
  std::string note;
  std::string source = "manual";
  std::string file_name;
};

class DoNotCall;

// One file being imported: numbers one per line, or in the column named like a phone; "201,5550147" (area
// code, number: the national registry's extracts) reads as one number.
class DncImport {
 public:
  void feed(std::string_view chunk);
  DncImportResult finish();
  std::int64_t committed() const { return result_.added; }

 private:
  friend class DoNotCall;
  DncImport(DoNotCall& owner, const auth::Caller& caller, DncAddition addition, ImportSlots::Lease slot);
  void take(files::CsvReader::Record& record, std::size_t number);
  void flush();

  DoNotCall& owner_;
  auth::Caller caller_;
  DncAddition addition_;
  ImportSlots::Lease slot_;
  std::string region_;
  files::CsvReader reader_;
  bool delimiter_set_ = false;
  std::optional<std::size_t> column_;
  std::vector<std::uint64_t> pending_;
  model::DncBatch batch_;
  DncImportResult result_;
};

class DoNotCall {
 public:
  // work: told after numbers were added to a list (the hopper lets go of the leads they stop).
  DoNotCall(db::Database& database, Clock& clock, LeadWrites& writes, DncRegistry& registry, BackgroundWork& work);

  // Reads every list into the registry (at start); returns how many numbers are listed.
  std::size_t load();

  // Throws DomainError: invalid (not a phone number, note too long, unknown campaign), conflict (already listed).
  DncNumberRecord add(const auth::Caller& caller, std::string_view phone, const DncAddition& addition);
  // Lists an E.164 number inside `tx`, the write of what asked for it (a Do Not Call disposition), so that both
  // land together; the in-memory lists learn it once that write commits. Nothing when it is listed already.
  void add_in(db::Transaction& tx, const auth::Caller& caller, const std::string& e164, const DncAddition& addition);
  // Recorded with who, when and why; throws not_found when the number is not on that list.
  DncNumberRecord remove(const auth::Caller& caller, std::string_view phone, std::int64_t campaign_id,
                         const std::string& note);
  DncNumberRecord lookup(const auth::Caller& caller, std::string_view phone);

  // Lists phones (E.164) as part of one addition: the first call (no addition_id) makes it, later calls add to
  // it. Returns the addition's id and how many of these were new to the list. For bulk actions on leads.
  struct AdditionStep {
    std::int64_t addition_id = 0;
    std::int64_t added = 0;
  };
  AdditionStep add_to_addition(const auth::Caller& caller, std::optional<std::int64_t> addition_id,
                               const DncAddition& addition, const std::vector<std::string>& e164s);

  // Throws conflict when another import runs.
  std::unique_ptr<DncImport> start_import(const auth::Caller& caller, DncAddition addition);

  model::DncBatchPage batches(const auth::Caller& caller, std::optional<std::int64_t> campaign_id, int page,
                           int page_size);
  // campaign 0 first, then each campaign's list that has numbers.
  std::vector<std::pair<std::int64_t, std::size_t>> sizes(const auth::Caller& caller) const;
  // Every number of one list (E.164) with the addition that listed it, addition by addition.
  void export_list(const auth::Caller& caller, std::int64_t campaign_id,
                   const std::function<bool(const std::string&, const model::DncBatch&)>& f);
  // Checked before an export starts, so that an unknown campaign is a 400 rather than a broken download.
  void check_campaign(const auth::Caller& caller, std::int64_t campaign_id);


  // A lead's dialable phone (E.164) on the organization's list, or on the campaign's.
  bool listed(std::int64_t organization_id, std::int64_t campaign_id, std::string_view e164) const;
  // Whether the organization's list keeps texts from `e164` (in a read or write of `db`). An entry that a text's
  // opt-out made (source sms_opt_out) keeps calls off for good, but texts only while the number's text opt-out
  // stands: the person's START lifts that, and asked for texts again (docs/dialer.md, "Proof of compliance").
  bool keeps_texts_off(SQLite::Database& db, std::int64_t organization_id, std::string_view e164) const;
  // The same for a number as phone::e164_key gives it.
  bool number_listed(std::int64_t organization_id, std::int64_t campaign_id, std::uint64_t number) const {
    return registry_.listed(organization_id, campaign_id, number);
  }
  // The same for many numbers at once (phone::e164_key, ascending): one flag each.
  std::vector<bool> listed_among(std::int64_t organization_id, std::int64_t campaign_id,
                                 std::span<const std::uint64_t> ascending) const {
    return registry_.listed_among(organization_id, campaign_id, ascending);
  }

 private:
  friend class DncImport;
  std::uint64_t number_of(const auth::Caller& caller, std::string_view phone);
  model::DncBatch new_batch(const auth::Caller& caller, const DncAddition& addition);
  // Writes a piece of an addition (sorted, unique numbers) and returns how many were new to the list.
  std::int64_t write_numbers(model::DncBatch& batch, std::vector<std::uint64_t> sorted, std::int64_t unreadable,
                             std::int64_t repeated);
  void check_addition(const auth::Caller& caller, const DncAddition& addition);

  db::Database& database_;
  Clock& clock_;
  LeadWrites& writes_;
  DncRegistry& registry_;
  BackgroundWork& work_;
  ImportSlots import_slots_{1};
  std::mutex write_mutex_;  // one change at a time: the check against the registry and the write agree
};

}  // namespace dialer::domain
