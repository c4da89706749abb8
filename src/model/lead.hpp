#pragma once
// Leads and their lists as the rest of the server sees them: what the database stores and reads back, what the
// domain validates and the API serialises. Plain values, no behaviour (docs/architecture.md, "Layers").
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace dialer::model {

struct LeadFields {
  std::optional<std::int64_t> list_id;
  std::string name;  // the display name: as given, else first and last joined
  std::string first_name;
  std::string last_name;
  std::string email;
  std::string email_key;
  std::string phone;
  std::string phone_key;    // the duplicate and search key: phone_e164 when there is one, else the digits
  std::string phone_e164;   // the number the dialer dials, "" when libphonenumber finds the phone not valid
  std::string company;
  std::string state;        // or province, region: as given
  std::string postal_code;
  std::string timezone;     // an IANA name ("America/New_York"), or ""
  std::string status = "new";
  std::string notes;
  std::string source = "manual";
  std::optional<std::string> external_id;
};

struct Lead {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  LeadFields fields;
  std::string list_name;
  std::string created_at;
  std::string updated_at;
};

// One entry of a lead's history.
struct LeadActivity {
  std::int64_t id = 0;
  std::string at;
  std::string kind;    // created | updated
  std::string origin;  // api | import | webhook | sync
  std::optional<std::int64_t> user_id;
  std::string user_name;  // "" when no user made it, or the user is gone
  std::string changes;    // JSON object: field → [old, new]
};

struct LeadList {
  std::int64_t id = 0;
  std::string name;
  std::int64_t lead_count = 0;
  std::string created_at;
  std::string updated_at;
};

struct LeadFilter {
  std::optional<std::string> status;
  std::optional<std::int64_t> list_id;  // 0: leads in no list
  // A search, or both empty: `text` is found in the name, e-mail or company ignoring case, `digits` in the
  // phone's digits. From three characters on the trigram index finds the candidates; shorter terms scan.
  std::string text;
  std::string digits;
};

// The order of a leads page. The default, newest first, is the order of ids.
struct LeadSort {
  enum class Key { kCreated, kName, kCompany, kStatus, kUpdated } key = Key::kCreated;
  bool descending = true;
};

struct LeadPage {
  std::vector<Lead> leads;
  std::int64_t total = 0;
  // Searches count their matches only up to a cap (db/lead_queries.hpp): past it, total is that cap and this
  // is true.
  bool total_capped = false;
  // A sort by name or company asked of more leads than it sorts (db/lead_queries.hpp): no leads.
  bool too_many_to_sort = false;
};

}  // namespace dialer::model
