#pragma once
// The few columns of a lead that decide whether a campaign may dial it (docs/dialer.md, "Why a lead is not
// dialed"), read for many leads at once: the funnel keeps them in memory (domain/lead_dial_index.hpp).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace dialer::db {

struct LeadDialRow {
  std::int64_t id = 0;
  std::int64_t list_id = 0;  // 0: in no list
  std::string status;
  std::string phone_e164;    // "": not dialable
  std::string state;
  std::string postal_code;
  std::string timezone;
};

// The organization's leads in id order; with `changed_since` (an updated_at), only those changed at or after it.
void read_lead_dial_rows(SQLite::Database& db, std::int64_t organization_id,
                         const std::optional<std::string>& changed_since, const std::function<void(const LeadDialRow&)>& f);
// How many leads the organization has (the kept counts, not a scan).
std::int64_t count_organization_leads(SQLite::Database& db, std::int64_t organization_id);

}  // namespace dialer::db
