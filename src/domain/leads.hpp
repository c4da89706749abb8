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
#include "db/lead_list_store.hpp"
#include "db/lead_queries.hpp"
#include "domain/lead_writes.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

// A create or update request; an absent field keeps its current value (or the default).
struct LeadInput {
  std::optional<std::string> name;
  std::optional<std::string> first_name;
  std::optional<std::string> last_name;
  std::optional<std::string> email;
  std::optional<std::string> phone;
  std::optional<std::string> company;
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
};

struct LeadListPage {
  std::vector<db::LeadRecord> leads;
  std::int64_t page = 1;
  int limit = 20;
  std::int64_t total = 0;
  std::int64_t pages = 0;
  bool total_capped = false;  // a search with more matches than it counts: "10,000+"
};

// Validates the input on top of `current` and returns the fields to store (keys derived, name filled).
// Used by the API, the CSV import and the webhooks alike. Throws ApiError 400.
db::LeadFields lead_fields_from(const db::LeadFields& current, const LeadInput& input);

// 400 unless the status filter is absent or one of the five statuses, and the search is clean UTF-8 text.
void check_lead_filters(const std::optional<std::string>& status, const std::string& search);

// The filter a search box and the status and list choices make: the trimmed term, and its digits when the term
// could be (part of) a phone number.
db::LeadFilter lead_filter(const std::string& search, const std::optional<std::string>& status,
                           const std::optional<std::int64_t>& list_id);

class LeadImport;
struct ImportOptions;

class LeadService {
 public:
  LeadService(db::Database& database, LeadWrites& writes) : database_(database), writes_(writes) {}

  LeadListPage list(const auth::Caller& caller, const LeadQuery& query);
  db::LeadRecord get(const auth::Caller& caller, std::int64_t lead_id);
  db::LeadRecord create(const auth::Caller& caller, const LeadInput& input);
  db::LeadRecord update(const auth::Caller& caller, std::int64_t lead_id, const LeadInput& input);
  void remove(const auth::Caller& caller, std::int64_t lead_id);
  // Every status, zeros included, and the total.
  std::map<std::string, std::int64_t> status_counts(const auth::Caller& caller);

  // Streams what a filter selects, newest first, in batches; stops when `sink` returns false.
  void export_leads(const auth::Caller& caller, const std::string& search, const std::optional<std::string>& status,
                    const std::optional<std::int64_t>& list_id,
                    const std::function<bool(const std::vector<db::LeadRecord>&)>& sink);

  // A CSV import into the caller's organization, fed as the file arrives. Throws ApiError for bad options.
  std::unique_ptr<LeadImport> start_import(const auth::Caller& caller, ImportOptions options);

  std::vector<db::LeadListRecord> lists(const auth::Caller& caller);
  db::LeadListRecord create_list(const auth::Caller& caller, const std::string& name);
  db::LeadListRecord rename_list(const auth::Caller& caller, std::int64_t list_id, const std::string& name);
  // A list with leads needs move_to (another list, or 0 for "no list") or delete_leads.
  void delete_list(const auth::Caller& caller, std::int64_t list_id, std::optional<std::int64_t> move_to,
                   bool delete_leads);

 private:
  db::Database& database_;
  LeadWrites& writes_;
};

// Shared by lists and imports: trims and checks a list name.
std::string checked_list_name(const std::string& name);

}  // namespace dialer::domain
