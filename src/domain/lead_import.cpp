#include "domain/lead_import.hpp"

#include <algorithm>
#include <atomic>

#include "db/database.hpp"
#include "db/lead_list_store.hpp"
#include "db/lead_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/cadences.hpp"
#include "domain/domain_error.hpp"
#include "domain/lead_rules.hpp"
#include "domain/text_rules.hpp"
#include "files/xlsx_workbook.hpp"
#include "phone/phone_numbers.hpp"

namespace dialer::domain {
namespace {

// Rows per transaction, and the memory a batch may hold (measured: the rows and every byte their text
// allocated). Other writers wait while a batch commits: with two imports running beside single creates,
// 20,000-row batches gave those creates a p99 of 730 ms, 2,000-row batches 124–128 ms, at the same import
// speed (docs/benchmarks.md).
constexpr std::size_t kBatchRows = 2000;
constexpr std::size_t kBatchBytes = 4 * 1024 * 1024;
// What an error row keeps of the file's values, for the rejected-rows download.
constexpr std::size_t kErrorValues = 32;
constexpr std::size_t kErrorValueBytes = 256;
constexpr std::size_t kMaxListedErrors = 1000;
// The delimiter is told from the header line; a "line" longer than this is read with what it has so far.
constexpr std::size_t kHeadBytes = 64 * 1024;

std::string header_key(std::string_view header) {
  std::string key;
  for (const char c : header) {
    if (std::isalnum(static_cast<unsigned char>(c))) key += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  return key;
}

// What a string holds on the heap (short ones live inside the string object itself).
std::size_t heap_bytes(const std::string& text) {
  return text.capacity() > std::string().capacity() ? text.capacity() + 1 : 0;
}

std::size_t heap_bytes(const model::LeadFields& f) {
  std::size_t bytes = 0;
  for (const auto* text : {&f.name, &f.first_name, &f.last_name, &f.email, &f.email_key, &f.phone, &f.phone_key,
                           &f.company, &f.status, &f.notes, &f.source, &f.state,
                           &f.postal_code, &f.timezone}) {
    bytes += heap_bytes(*text);
  }
  return bytes + (f.external_id ? heap_bytes(*f.external_id) : 0);
}

}  // namespace

ImportField guess_import_field(std::string_view header) {
  static const std::map<std::string, ImportField> kExact = {
      {"name", ImportField::kName},          {"fullname", ImportField::kName},
      {"contactname", ImportField::kName},   {"personname", ImportField::kName},
      {"first", ImportField::kFirstName},    {"last", ImportField::kLastName},
      {"mail", ImportField::kEmail},         {"tel", ImportField::kPhone},
      {"cell", ImportField::kPhone},         {"mobile", ImportField::kPhone},
      {"business", ImportField::kCompany},   {"organization", ImportField::kCompany},
      {"organisation", ImportField::kCompany}, {"accountname", ImportField::kCompany},
      {"status", ImportField::kStatus},      {"notes", ImportField::kNotes},
      {"note", ImportField::kNotes},         {"comments", ImportField::kNotes},
      {"description", ImportField::kNotes},  {"list", ImportField::kList},
      {"listname", ImportField::kList},      {"tz", ImportField::kTimezone},
      // VICIdial's standard lead file: address3 holds a third phone number.
      {"altphone", ImportField::kPhone},     {"address3", ImportField::kPhone},
  };
  const std::string key = header_key(header);
  if (const auto it = kExact.find(key); it != kExact.end()) return it->second;
  const auto has = [&](std::string_view part) { return key.find(part) != std::string::npos; };
  // TrustedForm's own field (xxTrustedFormCertUrl), and "TrustedForm Certificate": the consent's certificate.
  if (has("trustedform")) return has("ping") ? ImportField::kIgnore : ImportField::kConsentCertificateUrl;
  // "SMS Consent", "Text Opt-In", "Email Opt In", "Call Consent", and the consent's evidence ("Consent Source",
  // "Consent Date", "Opt-In Page URL", "Consent Certificate"): before the e-mail and phone columns below would take
  // them.
  if (has("consent") || has("optin")) {
    if (has("certificate") || has("cert")) return ImportField::kConsentCertificateUrl;
    if (has("url") || has("page")) return ImportField::kConsentPageUrl;
    if (has("source")) return ImportField::kConsentSource;
    if (has("date") || has("time") || key.ends_with("at")) return ImportField::kConsentAt;
    if (has("call")) return ImportField::kCallConsent;
    if (has("sms") || has("text") || has("phone")) return ImportField::kSmsConsent;
    if (has("mail")) return ImportField::kEmailConsent;
    return ImportField::kIgnore;
  }
  // Address columns come before the rule below that passes over "… Code" and "… Time" columns: "Postal Code",
  // "Mailing Zip/Postal Code", "Address 1 - Region", "State/Province", "Time Zone".
  if (has("postalcode") || has("zip") || has("postcode")) return ImportField::kPostalCode;
  if (has("timezone")) return ImportField::kTimezone;
  if ((has("state") && !has("status")) || has("province") || key.ends_with("region")) return ImportField::kState;
  // The exports' other columns: "E-mail 1 - Value", "Phone 1 - Value", "Business Phone", "Person - Email - Work",
  // "Organization 1 - Name" (Google, Outlook, HubSpot, Salesforce, Zoho, Pipedrive). Their "… - Type" and
  // "… - Label" columns hold words like "Mobile", not numbers; VICIdial's phone_code is a country code.
  if (has("type") || has("label") || has("status") || has("date") || has("time") || has("code")) {
    return ImportField::kIgnore;
  }
  if (has("firstname") || has("givenname")) return ImportField::kFirstName;
  if (has("lastname") || has("surname") || has("familyname")) return ImportField::kLastName;
  if (has("email")) return ImportField::kEmail;
  if (has("phone") || has("mobile") || has("cellular") || has("telephone")) return ImportField::kPhone;
  const bool organization = key.starts_with("organization") || key.starts_with("organisation");
  if (has("company") || (organization && key.ends_with("name"))) return ImportField::kCompany;
  return ImportField::kIgnore;
}

ImportField parse_import_field(std::string_view name) {
  static const std::map<std::string_view, ImportField> kFields = {
      {"", ImportField::kIgnore},           {"ignore", ImportField::kIgnore},     {"name", ImportField::kName},
      {"firstName", ImportField::kFirstName}, {"lastName", ImportField::kLastName}, {"email", ImportField::kEmail},
      {"phone", ImportField::kPhone},       {"company", ImportField::kCompany},   {"status", ImportField::kStatus},
      {"notes", ImportField::kNotes},       {"list", ImportField::kList},     {"state", ImportField::kState},
      {"postalCode", ImportField::kPostalCode}, {"timezone", ImportField::kTimezone},
      {"smsConsent", ImportField::kSmsConsent}, {"emailConsent", ImportField::kEmailConsent},
      {"callConsent", ImportField::kCallConsent}, {"consentSource", ImportField::kConsentSource},
      {"consentAt", ImportField::kConsentAt},   {"consentPageUrl", ImportField::kConsentPageUrl},
      {"consentCertificateUrl", ImportField::kConsentCertificateUrl},
  };
  const auto it = kFields.find(name);
  if (it == kFields.end()) {
    throw DomainError::invalid("invalid_mapping", "Unknown field in the column mapping: " + std::string(name),
                                {{"mapping", std::string(name)}});
  }
  return it->second;
}

LeadImport::LeadImport(db::Database& database, LeadWrites& writes, Cadences& cadences, const auth::Caller& caller,
                       ImportOptions options, std::optional<ImportSlots::Lease> slot)
    : slot_(std::move(slot)),
      database_(database),
      writes_(writes),
      cadences_(cadences),
      caller_(caller),
      options_(std::move(options)),
      decoder_(options_.encoding) {
  static std::atomic<std::uint64_t> imports{0};
  import_id_ = std::to_string(++imports);
  for (const auto& name : options_.mapping) columns_.push_back(parse_import_field(name));
  phone_region_ = writes_.phone_region(caller_.organization_id);
  if (options_.list_id) {
    database_.read([&](SQLite::Database& db) {
      if (!db::find_lead_list(db, caller_.organization_id, *options_.list_id)) {
        throw DomainError::invalid("unknown_list", "The selected list does not exist", {{"listId", "unknown list"}});
      }
    });
  }
  if (options_.cadence_id) cadences_.check_enrollable(caller_, *options_.cadence_id);
  reader_ = std::make_unique<files::CsvReader>(
      [this](files::CsvReader::Record& record, std::size_t number, const std::string& error) {
        on_record(record, number, error);
      });
}

void LeadImport::feed(std::string_view chunk) { feed_text(decoder_.decode(chunk), false); }

void LeadImport::feed_text(std::string_view text, bool at_end) {
  if (delimiter_known_) {
    reader_->feed(text);
    return;
  }
  head_.append(text);
  if (!at_end && head_.find_first_of("\r\n") == std::string::npos && head_.size() < kHeadBytes) return;
  result_.delimiter = options_.delimiter.value_or(files::detect_csv_delimiter(head_));
  reader_->set_delimiter(result_.delimiter);
  delimiter_known_ = true;
  reader_->feed(head_);
  head_ = {};
}

ImportResult LeadImport::finish() {
  feed_text(decoder_.finish(), true);
  result_.encoding = decoder_.detected();
  reader_->finish();
  flush();
  wait_for_batch();
  writes_.events().publish(progress(true));
  std::lock_guard lock(result_mutex_);
  return std::move(result_);
}

ImportResult LeadImport::import_workbook(const std::string& path, const std::optional<std::string>& sheet) {
  files::XlsxWorkbook workbook(path);
  result_.sheet = sheet.value_or(workbook.sheet_names().front());
  workbook.read_rows(result_.sheet, [this](std::vector<std::string>& row, std::size_t number) {
    on_record(row, number, "");
    return true;
  });
  flush();
  wait_for_batch();
  writes_.events().publish(progress(true));
  std::lock_guard lock(result_mutex_);
  return std::move(result_);
}

std::int64_t LeadImport::committed() const {
  std::lock_guard lock(result_mutex_);
  return result_.imported + result_.updated;
}

events::ImportProgress LeadImport::progress(bool done) const {
  std::lock_guard lock(result_mutex_);
  events::ImportProgress p;
  p.organization_id = caller_.organization_id;
  p.import_id = import_id_;
  p.imported = result_.imported;
  p.updated = result_.updated;
  p.skipped = result_.skipped;
  p.errors = result_.error_count;
  p.rows = p.imported + p.updated + p.skipped + p.errors;
  p.done = done;
  return p;
}

void LeadImport::add_error(std::size_t row, std::string message, std::vector<std::string> values) {
  std::lock_guard lock(result_mutex_);
  ++result_.error_count;
  if (result_.errors.size() >= kMaxListedErrors) return;
  if (values.size() > kErrorValues) values.resize(kErrorValues);
  for (auto& value : values) {
    if (value.size() > kErrorValueBytes) value.resize(kErrorValueBytes);
  }
  result_.errors.push_back({row, std::move(message), std::move(values)});
}

void LeadImport::on_record(files::CsvReader::Record& record, std::size_t number, const std::string& error) {
  if (!header_seen_) {
    header_seen_ = true;
    headers_ = record;
    if (columns_.empty()) {
      for (const auto& header : record) columns_.push_back(guess_import_field(header));
    }
    bool any = false;
    for (const auto field : columns_) any = any || field != ImportField::kIgnore;
    if (!any) {
      throw DomainError::invalid("invalid_mapping",
                                  "No column of the file could be matched to a lead field: name the columns (first "
                                  "name, last name, email, phone, company …) or send a mapping");
    }
    return;
  }
  if (!error.empty()) {
    add_error(number, error, std::move(record));
    return;
  }
  LeadInput input;
  std::string list_name;
  ConsentGiven consent;
  std::string unreadable_consent;  // the first consent cell that says neither yes nor no
  std::string consent_at;          // the consent's time as the file writes it
  // Several columns may feed one field (exports have "Phone 1", "Phone 2", "Mobile Phone" …): the first with a
  // value wins; for phones the first that has enough digits to dial, and the others are kept in the notes.
  const auto first_of = [](std::optional<std::string>& into, const std::string& value) {
    if (!into || trim(*into).empty()) into = value;
  };
  std::vector<std::size_t> phone_columns;
  for (std::size_t i = 0; i < record.size() && i < columns_.size(); ++i) {
    std::string& value = record[i];
    switch (columns_[i]) {
      case ImportField::kIgnore: break;
      case ImportField::kName: first_of(input.name, value); break;
      case ImportField::kFirstName: first_of(input.first_name, value); break;
      case ImportField::kLastName: first_of(input.last_name, value); break;
      case ImportField::kEmail: first_of(input.email, value); break;
      case ImportField::kPhone: if (!trim(value).empty()) phone_columns.push_back(i); break;
      case ImportField::kCompany: first_of(input.company, value); break;
      case ImportField::kStatus: if (!trim(value).empty()) input.status = value; break;
      case ImportField::kNotes: first_of(input.notes, value); break;
      case ImportField::kList: list_name = trim(value); break;
      case ImportField::kState: first_of(input.state, value); break;
      case ImportField::kPostalCode: first_of(input.postal_code, value); break;
      case ImportField::kTimezone: first_of(input.timezone, value); break;
      case ImportField::kSmsConsent:
      case ImportField::kEmailConsent:
      case ImportField::kCallConsent: {
        const auto given = parse_consent_value(value);
        if (!given && unreadable_consent.empty()) unreadable_consent = value;
        const auto field = columns_[i];
        (field == ImportField::kSmsConsent ? consent.sms : field == ImportField::kEmailConsent ? consent.email : consent.calls) |=
            given.value_or(false);
        break;
      }
      case ImportField::kConsentSource: consent.evidence.origin = trim(value); break;
      case ImportField::kConsentAt: consent_at = trim(value); break;
      case ImportField::kConsentPageUrl: consent.evidence.page_url = trim(value); break;
      case ImportField::kConsentCertificateUrl: consent.evidence.certificate_url = trim(value); break;
    }
  }
  if (!phone_columns.empty()) {
    auto chosen = phone_columns.size() == 1
                      ? phone_columns.begin()
                      : std::find_if(phone_columns.begin(), phone_columns.end(), [&](std::size_t i) {
                          return !phone::dialable_e164(record[i], phone_region_).empty();
                        });
    if (chosen == phone_columns.end()) chosen = phone_columns.begin();
    input.phone = record[*chosen];
    std::string others;
    for (const auto i : phone_columns) {
      if (i == *chosen) continue;
      const std::string label = i < headers_.size() && !trim(headers_[i]).empty() ? trim(headers_[i]) : "Phone";
      others += (others.empty() ? "" : "\n") + label + ": " + trim(record[i]);
    }
    if (!others.empty()) input.notes = input.notes && !trim(*input.notes).empty() ? *input.notes + "\n" + others : others;
  }
  if (!unreadable_consent.empty()) {
    add_error(number, "A consent column must say yes or no, not \"" + unreadable_consent.substr(0, 40) + "\"",
              std::move(record));
    return;
  }
  // The consent's evidence, checked by the same rules as a webhook's.
  for (const auto& problem : {evidence_origin_problem(consent.evidence.origin, "The consent source"),
                              evidence_time_problem(consent_at, "The consent date", consent.evidence.given_at),
                              evidence_url_problem(consent.evidence.page_url, "The consent page URL"),
                              evidence_url_problem(consent.evidence.certificate_url, "The consent certificate")}) {
    if (problem) {
      add_error(number, *problem, std::move(record));
      return;
    }
  }
  certificate_means_calls(consent);
  try {
    model::LeadFields defaults;
    defaults.source = "import";
    defaults.list_id = options_.list_id;
    auto fields = lead_fields_from(defaults, input, phone_region_);
    if (!list_name.empty()) checked_list_name(list_name);
    pending_bytes_ += sizeof(PendingRow) + heap_bytes(fields) + heap_bytes(list_name);
    pending_.push_back(PendingRow{std::move(fields), std::move(list_name), input.status.has_value(), consent});
  } catch (const DomainError& e) {
    add_error(number, e.what(), std::move(record));
    return;
  }
  if (pending_.size() >= kBatchRows || pending_bytes_ >= kBatchBytes) flush();
}

void LeadImport::flush() {
  if (pending_.empty()) return;
  wait_for_batch();
  batch_in_flight_ = std::async(std::launch::async, [this, rows = std::move(pending_)]() mutable { write_batch(rows); });
  pending_ = {};
  pending_bytes_ = 0;
}

void LeadImport::wait_for_batch() {
  if (!batch_in_flight_.valid()) return;
  auto batch = std::move(batch_in_flight_);
  batch.get();
}

void LeadImport::write_batch(std::vector<PendingRow>& rows) {
  database_.write([&](db::Transaction& tx) {
    auto leads = writes_.begin(tx, caller_.organization_id, LeadOrigin::kImport, caller_.user_id);
    ImportResult counts;
    std::vector<std::int64_t> written;  // the leads imported or updated, for the cadence
    const auto given = [&](std::int64_t lead_id, const model::LeadFields& fields, const ConsentGiven& consent) {
      if (options_.cadence_id) written.push_back(lead_id);
      if (!consent.any()) return;
      record_consent_given(tx, caller_.organization_id, lead_id, fields, consent, "import",
                           "Given in a consent column of an imported file", leads.now());
    };
    for (auto& row : rows) {
      if (!row.list_name.empty()) {
        auto [it, added] = list_ids_by_name_.try_emplace(to_lower(row.list_name), 0);
        if (added) it->second = leads.list_named(row.list_name);
        row.fields.list_id = it->second;
      }
      const auto duplicate = leads.by_contact(row.fields.phone_key, row.fields.email_key);
      if (!duplicate) {
        given(leads.insert(row.fields), row.fields, row.consent);
        ++counts.imported;
      } else if (options_.update_duplicates) {
        // Fill in what the file has; keep what it leaves empty.
        model::LeadFields merged = duplicate->fields;
        const auto take = [](std::string& into, const std::string& from) {
          if (!from.empty()) into = from;
        };
        take(merged.name, row.fields.name);
        take(merged.first_name, row.fields.first_name);
        take(merged.last_name, row.fields.last_name);
        take(merged.email, row.fields.email);
        take(merged.email_key, row.fields.email_key);
        if (!row.fields.phone.empty()) {
          merged.phone = row.fields.phone;
          merged.phone_key = row.fields.phone_key;
          merged.phone_e164 = row.fields.phone_e164;
        }
        take(merged.company, row.fields.company);
        take(merged.state, row.fields.state);
        take(merged.postal_code, row.fields.postal_code);
        take(merged.timezone, row.fields.timezone);
        take(merged.notes, row.fields.notes);
        if (row.has_status) merged.status = row.fields.status;
        if (row.fields.list_id) merged.list_id = row.fields.list_id;
        leads.update(*duplicate, merged);
        given(duplicate->id, merged, row.consent);
        ++counts.updated;
      } else {
        ++counts.skipped;
      }
    }
    if (options_.cadence_id && !written.empty()) {
      counts.enrolled = cadences_.enroll_in(tx, caller_.organization_id, *options_.cadence_id, written);
      if (counts.enrolled > 0) tx.after_commit([this] { cadences_.enrolled(); });
    }
    // Counted once the batch is in: a write that fails (and is rolled back) counts nothing.
    tx.after_commit([this, counts] {
      std::lock_guard lock(result_mutex_);
      result_.imported += counts.imported;
      result_.updated += counts.updated;
      result_.skipped += counts.skipped;
      result_.enrolled += counts.enrolled;
    });
    tx.after_commit([this] { writes_.events().publish(progress(false)); });
  });
}

}  // namespace dialer::domain
