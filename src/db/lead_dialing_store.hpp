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
// The organization's lead with this phone key (E.164 for a dialable number), if any.
std::optional<std::int64_t> find_lead_id_by_phone_key(SQLite::Database& db, std::int64_t organization_id,
                                                      const std::string& phone_key);

}  // namespace dialer::db
