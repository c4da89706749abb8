#pragma once
// SQL for a lead's dialing state per campaign (migration 0024).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace dialer::db {

struct LeadDialingRow {
  std::int64_t attempts = 0;
  std::string last_outcome;
  std::optional<std::int64_t> last_called_at;    // Unix seconds
  std::optional<std::int64_t> next_eligible_at;  // Unix seconds
  std::vector<std::int64_t> recent_attempts;     // Unix seconds
};

std::optional<LeadDialingRow> find_lead_dialing(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id);
// Every lead the campaign has dialed, with its state, in lead id order.
void for_each_lead_dialing(SQLite::Database& db, std::int64_t campaign_id,
                           const std::function<void(std::int64_t lead_id, const LeadDialingRow&)>& f);
// A call was placed to the lead at `now` (Unix seconds): one more attempt, and the last 24 hours' attempts kept.
void record_lead_attempt(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, std::int64_t now);
// The outcome of the lead's last call and when it may be tried again (none: at once).
void record_lead_outcome(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, const std::string& outcome,
                         std::optional<std::int64_t> next_eligible_at);
// The organization's lead with this phone key (E.164 for a dialable number), if any.
std::optional<std::int64_t> find_lead_id_by_phone_key(SQLite::Database& db, std::int64_t organization_id,
                                                      const std::string& phone_key);

}  // namespace dialer::db
