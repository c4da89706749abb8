#include "db/lead_dialing_store.hpp"

#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {

namespace {

constexpr const char* kLeadDialingColumns =
    "SELECT attempts, last_outcome, last_called_at, next_eligible_at, recent_attempts, lead_id FROM lead_dialing ";

LeadDialingRow read_lead_dialing(SQLite::Statement& s) {
  LeadDialingRow row;
  row.attempts = s.getColumn(0).getInt64();
  row.last_outcome = s.getColumn(1).getString();
  row.last_called_at = optional_int64(s.getColumn(2));
  row.next_eligible_at = optional_int64(s.getColumn(3));
  const std::string recent = s.getColumn(4).getString();
  std::size_t start = 0;
  while (start < recent.size()) {
    const auto comma = recent.find(',', start);
    row.recent_attempts.push_back(std::stoll(recent.substr(start, comma - start)));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  return row;
}

}  // namespace

std::optional<LeadDialingRow> find_lead_dialing(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id) {
  Prepared s(db, std::string(kLeadDialingColumns) + "WHERE campaign_id = ? AND lead_id = ?");
  s.bind(1, campaign_id);
  s.bind(2, lead_id);
  if (!s.executeStep()) return std::nullopt;
  return read_lead_dialing(s);
}

void record_lead_attempt(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, std::int64_t now) {
  const auto row = find_lead_dialing(db, campaign_id, lead_id).value_or(LeadDialingRow{});
  std::string recent;
  for (const auto at : row.recent_attempts) {
    if (at > now - 86'400) recent += std::to_string(at) + ",";
  }
  recent += std::to_string(now);
  Prepared s(db,
             "INSERT INTO lead_dialing (campaign_id, lead_id, attempts, last_called_at, recent_attempts) "
             "VALUES (?, ?, 1, ?, ?) ON CONFLICT (campaign_id, lead_id) DO UPDATE SET "
             "attempts = attempts + 1, last_called_at = excluded.last_called_at, "
             "recent_attempts = excluded.recent_attempts");
  s.bind(1, campaign_id);
  s.bind(2, lead_id);
  s.bind(3, now);
  s.bind(4, recent);
  s.exec();
}

void record_lead_outcome(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, const std::string& outcome,
                         std::optional<std::int64_t> next_eligible_at) {
  Prepared s(db,
             "INSERT INTO lead_dialing (campaign_id, lead_id, last_outcome, next_eligible_at) VALUES (?, ?, ?, ?) "
             "ON CONFLICT (campaign_id, lead_id) DO UPDATE SET last_outcome = excluded.last_outcome, "
             "next_eligible_at = excluded.next_eligible_at");
  s.bind(1, campaign_id);
  s.bind(2, lead_id);
  s.bind(3, outcome);
  bind_optional(s, 4, next_eligible_at);
  s.exec();
}

void for_each_lead_dialing(SQLite::Database& db, std::int64_t campaign_id,
                           const std::function<void(std::int64_t, const LeadDialingRow&)>& f) {
  Prepared s(db, std::string(kLeadDialingColumns) + "WHERE campaign_id = ? ORDER BY lead_id");
  s.bind(1, campaign_id);
  while (s.executeStep()) f(s.getColumn(5).getInt64(), read_lead_dialing(s));
}

std::optional<std::int64_t> find_lead_id_by_phone_key(SQLite::Database& db, std::int64_t organization_id,
                                                      const std::string& phone_key) {
  Prepared s(db, "SELECT id FROM leads WHERE organization_id = ? AND phone_key = ? ORDER BY id LIMIT 1");
  s.bind(1, organization_id);
  s.bind(2, phone_key);
  if (!s.executeStep()) return std::nullopt;
  return s.getColumn(0).getInt64();
}

}  // namespace dialer::db
