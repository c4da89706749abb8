#pragma once
// CSV import of leads, streamed: the file is parsed as it arrives and written in batched transactions,
// so a million-row file never sits in memory. A bad row is reported and skipped, never fatal.
#include <cstdint>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "auth/caller.hpp"
#include "domain/consent_ledger.hpp"
#include "files/csv_reader.hpp"
#include "domain/import_slots.hpp"
#include "files/import_text_decoder.hpp"
#include "domain/lead_writes.hpp"
#include "domain/leads.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class Cadences;

// Lead fields a CSV column can fill.
enum class ImportField { kIgnore, kName, kFirstName, kLastName, kEmail, kPhone, kCompany, kStatus, kNotes, kList,
                         kState, kPostalCode, kTimezone, kSmsConsent, kEmailConsent, kCallConsent, kConsentSource,
                         kConsentAt, kConsentPageUrl, kConsentCertificateUrl };

struct ImportOptions {
  // One entry per column ("firstName", "email", "" to ignore …); empty: mapped from the header row.
  std::vector<std::string> mapping;
  std::optional<std::int64_t> list_id;  // target list for rows without a list column value
  bool update_duplicates = false;       // a lead with the same phone or e-mail: update it, else skip the row
  files::ImportEncoding encoding = files::ImportEncoding::kAuto;
  std::optional<char> delimiter;  // nothing: the header line's (files::detect_csv_delimiter)
  // The cadence every lead the file imports or updates is enrolled in, in the same write as the lead.
  std::optional<std::int64_t> cadence_id;
};

struct ImportError {
  std::size_t row = 0;  // the record's number in the file, the header being 1
  std::string message;
  std::vector<std::string> values;
};

struct ImportResult {
  std::int64_t imported = 0;
  std::int64_t updated = 0;
  std::int64_t skipped = 0;
  std::int64_t enrolled = 0;  // leads new to the cadence the import enrolls in
  std::vector<ImportError> errors;
  std::int64_t error_count = 0;  // errors beyond the first 1,000 are counted, not listed
  char delimiter = ',';          // what the file was read with
  files::ImportEncoding encoding = files::ImportEncoding::kAuto;
  std::string sheet;  // a workbook's sheet that was imported; "" for CSV
};

// The header → field guess used when no mapping is given ("First Name" → firstName, "Mobile" → phone…).
ImportField guess_import_field(std::string_view header);
// "firstName" → kFirstName; throws DomainError (invalid) for an unknown name.
ImportField parse_import_field(std::string_view name);

class LeadImport {
 public:
  // Checks the options (the list exists, the mapping names known fields, the cadence takes leads). Throws
  // DomainError. Holds `slot` (when given) until it ends.
  LeadImport(db::Database& database, LeadWrites& writes, Cadences& cadences, const auth::Caller& caller,
             ImportOptions options, std::optional<ImportSlots::Lease> slot = std::nullopt);

  void feed(std::string_view chunk);
  ImportResult finish();
  // Instead of feed/finish: the rows of one sheet of an Excel workbook saved at `path` (the first sheet when
  // none is named), the first row the header. Throws DomainError for a file that is not a workbook or a sheet
  // it does not have.
  ImportResult import_workbook(const std::string& path, const std::optional<std::string>& sheet);
  // Rows already committed (imported or updated): an import cut short keeps them.
  std::int64_t committed() const;

 private:
  struct PendingRow {
    model::LeadFields fields;
    std::string list_name;  // from a list column: found or created by name
    bool has_status;        // the file gave a status: it then replaces a duplicate's
    ConsentGiven consent;   // from consent columns: recorded in the lead's ledger as given by the import
  };

  void feed_text(std::string_view text, bool at_end);
  void on_record(files::CsvReader::Record& record, std::size_t number, const std::string& error);
  void add_error(std::size_t row, std::string message, std::vector<std::string> values);
  // Hands the pending rows to a batch writer of their own, once the batch before has committed: the next rows
  // are read and checked while these are written, on the machine's other core (docs/benchmarks.md).
  void flush();
  void write_batch(std::vector<PendingRow>& rows);
  // Waits for the batch being written; rethrows what its write threw.
  void wait_for_batch();
  events::ImportProgress progress(bool done) const;

  // First, so that it goes last: its place and memory are given back once the batch below is freed.
  std::optional<ImportSlots::Lease> slot_;
  db::Database& database_;
  LeadWrites& writes_;
  Cadences& cadences_;
  std::string import_id_;
  auth::Caller caller_;
  ImportOptions options_;
  std::vector<ImportField> columns_;
  std::string phone_region_;  // the organization's default country for phone numbers
  bool header_seen_ = false;
  std::vector<std::string> headers_;  // the file's header row, for the labels of extra phone numbers
  files::ImportTextDecoder decoder_;
  std::string head_;  // the text before the delimiter is known (until the first line ends)
  bool delimiter_known_ = false;
  std::unique_ptr<files::CsvReader> reader_;
  std::vector<PendingRow> pending_;
  std::size_t pending_bytes_ = 0;
  std::map<std::string, std::int64_t> list_ids_by_name_;  // the batch writer's
  mutable std::mutex result_mutex_;  // the counts and errors in result_: shared with the batch writer
  ImportResult result_;
  // Last, so that it goes first: a batch still being written ends before anything it uses.
  std::future<void> batch_in_flight_;
};

}  // namespace dialer::domain
