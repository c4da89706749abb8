#pragma once
// Leads and their lists for one organization: validation, search, paging and the maintained counts.
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "calling/calling_window.hpp"
#include "calling/lead_zones.hpp"
#include "domain/import_slots.hpp"
#include "model/campaign.hpp"
#include "model/lead.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

// A create or update request; an absent field keeps its current value (or the default).
// What an import would do with one row, told before importing (the import dialog's preview).
struct ImportRowOutcome {
  enum class Kind { kNew, kDuplicate, kInvalid } kind = Kind::kNew;
  std::string message;                     // kInvalid: the lead rule's sentence
  std::optional<model::Lead> duplicate_of;  // kDuplicate: the existing lead with the same phone or e-mail
  bool dialable_phone = false;              // the phone has enough digits to be dialed
  std::string phone_e164;                   // when it has: the number the do-not-call lists are asked about
};

struct LeadHistory {
  std::vector<model::LeadActivity> entries;
  std::optional<std::int64_t> next_before;  // pass as before_id for the next page; none when this was the last
  std::map<std::int64_t, std::string> list_names;
};

struct LeadInput {
  std::optional<std::string> name;
  std::optional<std::string> first_name;
  std::optional<std::string> last_name;
  std::optional<std::string> email;
  std::optional<std::string> phone;
  std::optional<std::string> company;
  std::optional<std::string> state;
  std::optional<std::string> postal_code;
  std::optional<std::string> timezone;
  std::optional<std::string> status;
  std::optional<std::string> notes;
  // Absent: keep; present: the list id, or nullopt inside for "no list".
  std::optional<std::optional<std::int64_t>> list_id;
};

struct LeadQuery {
  std::int64_t page = 1;
  int limit = 20;
  std::string search;
  std::optional<std::string> status;
  std::optional<std::int64_t> list_id;  // 0: leads in no list
  model::LeadSort sort;
};

// A page of leads as texts: what `LeadText` made of each (the API's JSON of a lead).
using LeadText = std::function<std::string(const model::Lead&)>;
struct LeadListPage {
  std::vector<std::shared_ptr<const std::string>> leads;
  std::int64_t page = 1;
  int limit = 20;
  std::int64_t total = 0;
  std::int64_t pages = 0;
  bool total_capped = false;  // a search with more matches than it counts: "1,000+"
};

// Validates the input on top of `current` and returns the fields to store (keys derived, name filled, the phone
// read as E.164 with `phone_region` — the organization's default country — for numbers without a country code).
// Used by the API, the CSV import and the webhooks alike. Throws DomainError (invalid).
model::LeadFields lead_fields_from(const model::LeadFields& current, const LeadInput& input,
                                   std::string_view phone_region);

// Invalid unless the status filter is absent or one of the five statuses, and the search is clean UTF-8 text.
void check_lead_filters(const std::optional<std::string>& status, const std::string& search);

// The filter a search box and the status and list choices make: the trimmed term, and its digits when the term
// could be (part of) a phone number.
model::LeadFilter lead_filter(const std::string& search, const std::optional<std::string>& status,
                           const std::optional<std::int64_t>& list_id);

class LeadImport;
class LeadWrites;
struct ImportOptions;

struct LeadCallingTime {
  calling::LeadZones zones;
  std::string state;  // the US state whose rule narrowed the window, "" for none
  calling::CallingWindow window;
  calling::WindowCheck check;
  std::optional<calling::DayHours> today;  // the window's hours on the lead's own date; none: no calls today
};

class CallingRulesSettings;
class Cadences;

class LeadService {
 public:
  LeadService(db::Database& database, LeadWrites& writes, CallingRulesSettings& calling_rules, Cadences& cadences)
      : database_(database), writes_(writes), calling_rules_(calling_rules), cadences_(cadences) {}

  // Imports running at once, over all organizations; one more is refused (unavailable, with a wait).
  static constexpr int kMaxConcurrentImports = 2;

  // Pages newest or oldest first without a search read their leads' ids and take the texts kept for them
  // (db/lead_text_cache.hpp), making and keeping those not kept; other pages make every text.
  LeadListPage list(const auth::Caller& caller, const LeadQuery& query, const LeadText& text_of);
  model::Lead get(const auth::Caller& caller, std::int64_t lead_id);
  // A page of the lead's history, newest first: entries older than `before_id` (0: the newest), at most `limit`
  // (1–100); the names of the lists its changes name. Not found for another organization's lead.
  LeadHistory history(const auth::Caller& caller, std::int64_t lead_id, std::int64_t before_id, int limit);
  // The lead's own time now: its zones and where they came from, and whether the organization's calling window
  // (narrowed by the lead's state's rule, when its state or ZIP code names one) is open in all of them — else
  // when it next is. Not found for another organization's lead.
  LeadCallingTime calling_time(const auth::Caller& caller, std::int64_t lead_id);
  // The same for a lead already read (the dialer checks many in a row).
  // With `campaign`, in that campaign's window (its own hours too, when it has them).
  LeadCallingTime calling_time(const model::Lead& lead, const model::CampaignSettings* campaign = nullptr);
  model::Lead create(const auth::Caller& caller, const LeadInput& input);
  model::Lead update(const auth::Caller& caller, std::int64_t lead_id, const LeadInput& input);
  void remove(const auth::Caller& caller, std::int64_t lead_id);
  // Every status, zeros included, as text_of makes it: kept until a lead changes (db/lead_text_cache.hpp).
  using StatusCountsText = std::function<std::string(const std::map<std::string, std::int64_t>&)>;
  std::shared_ptr<const std::string> status_counts(const auth::Caller& caller, const StatusCountsText& text_of);

  // "leads-2026-11-24.csv": today by the server's clock.
  std::string export_file_name() const;
  // Streams what a filter selects, newest first, in batches; stops when `sink` returns false.
  void export_leads(const auth::Caller& caller, const std::string& search, const std::optional<std::string>& status,
                    const std::optional<std::int64_t>& list_id,
                    const std::function<bool(const std::vector<model::Lead>&)>& sink);

  // The chosen leads of the caller's organization, newest first (ids of other organizations or gone leads are
  // left out); at most 1,000 ids, else invalid.
  std::vector<model::Lead> chosen(const auth::Caller& caller, std::vector<std::int64_t> ids);

  // What importing these rows would do, each checked like the import checks it (at most 50 rows).
  std::vector<ImportRowOutcome> preview_import(const auth::Caller& caller, const std::vector<LeadInput>& rows);

  // The country whose numbers the organization's phones are read as when typed without a country code ("US"
  // until an admin changes it). A new one applies to leads saved from then on.
  std::string phone_region(const auth::Caller& caller);
  void set_phone_region(const auth::Caller& caller, const std::string& region);
  // Every country code libphonenumber knows, sorted.
  static std::vector<std::string> phone_regions();
  // A CSV import into the caller's organization, fed as the file arrives. Throws DomainError for bad options,
  // and unavailable ("imports_busy") while kMaxConcurrentImports run.
  std::unique_ptr<LeadImport> start_import(const auth::Caller& caller, ImportOptions options);

  std::vector<model::LeadList> lists(const auth::Caller& caller);
  model::LeadList create_list(const auth::Caller& caller, const std::string& name);
  model::LeadList rename_list(const auth::Caller& caller, std::int64_t list_id, const std::string& name);
  // A list with leads needs move_to (another list, or 0 for "no list") or delete_leads.
  void delete_list(const auth::Caller& caller, std::int64_t list_id, std::optional<std::int64_t> move_to,
                   bool delete_leads);

 private:
  db::Database& database_;
  LeadWrites& writes_;
  CallingRulesSettings& calling_rules_;
  Cadences& cadences_;  // an import may enroll its leads
  ImportSlots import_slots_{kMaxConcurrentImports};
};

// Shared by lists and imports: trims and checks a list name.
std::string checked_list_name(const std::string& name);

}  // namespace dialer::domain
