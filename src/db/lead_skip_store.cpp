#include "db/lead_skip_store.hpp"
#include "db/prepared.hpp"

namespace dialer::db {

void insert_lead_skip(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id, const model::LeadSkip& skip) {
  Prepared s(db,
             "INSERT INTO lead_skips (organization_id, campaign_id, lead_id, user_id, reason, at) "
             "VALUES (?, ?, ?, ?, ?, ?)");
  s.bind(1, organization_id);
  s.bind(2, skip.campaign_id);
  s.bind(3, lead_id);
  s.bind(4, skip.user_id);
  s.bind(5, skip.reason);
  s.bind(6, skip.at);
  s.exec();
}

std::vector<model::LeadSkip> lead_skips(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id,
                                        int limit) {
  Prepared s(db,
             "SELECT k.campaign_id, k.user_id, coalesce(trim(u.first_name || ' ' || u.last_name), ''), "
             "k.reason, k.at FROM lead_skips k "
             "LEFT JOIN users u ON u.id = k.user_id AND u.organization_id = k.organization_id "
             "WHERE k.lead_id = ? AND k.organization_id = ? ORDER BY k.id DESC LIMIT ?");
  s.bind(1, lead_id);
  s.bind(2, organization_id);
  s.bind(3, limit);
  std::vector<model::LeadSkip> out;
  while (s.executeStep()) {
    out.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getInt64(), s.getColumn(2).getString(),
                   s.getColumn(3).getString(), s.getColumn(4).getInt64()});
  }
  return out;
}

}  // namespace dialer::db
