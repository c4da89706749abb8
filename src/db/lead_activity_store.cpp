#include "db/lead_activity_store.hpp"

#include "db/prepared.hpp"
#include "db/statement_cache.hpp"

#include <cstdint>

namespace dialer::db {

void insert_lead_activity(StatementCache& statements, const NewLeadActivity& a) {
  auto& s = statements.get(
      "INSERT INTO lead_activity (organization_id, lead_id, at, kind, origin, user_id, changes) "
      "VALUES (?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, a.organization_id);
  s.bind(2, a.lead_id);
  s.bindNoCopy(3, a.at);
  s.bindNoCopy(4, a.kind);
  s.bindNoCopy(5, a.origin);
  if (a.user_id) {
    s.bind(6, *a.user_id);
  } else {
    s.bind(6);
  }
  s.bindNoCopy(7, a.changes);
  s.exec();
  s.reset();
}

std::vector<model::LeadActivity> lead_activity(SQLite::Database& db, std::int64_t organization_id,
                                               std::int64_t lead_id, std::int64_t before_id, int limit) {
  Prepared s(db,
             "SELECT a.id, a.at, a.kind, a.origin, a.user_id, "
             "coalesce(trim(u.first_name || ' ' || u.last_name), ''), a.changes "
             "FROM lead_activity a LEFT JOIN users u ON u.id = a.user_id AND u.organization_id = a.organization_id "
             "WHERE a.lead_id = ? AND a.id < ? AND a.organization_id = ? "
             "ORDER BY a.id DESC LIMIT ?");
  // A plain range on the index (lead_id, id): a page deep in a long history starts where it is, not at the top.
  s.bind(1, lead_id);
  s.bind(2, before_id == 0 ? INT64_MAX : before_id);
  s.bind(3, organization_id);
  s.bind(4, limit);
  std::vector<model::LeadActivity> out;
  while (s.executeStep()) {
    model::LeadActivity a;
    a.id = s.getColumn(0).getInt64();
    a.at = s.getColumn(1).getString();
    a.kind = s.getColumn(2).getString();
    a.origin = s.getColumn(3).getString();
    if (!s.getColumn(4).isNull()) a.user_id = s.getColumn(4).getInt64();
    a.user_name = s.getColumn(5).getString();
    a.changes = s.getColumn(6).getString();
    out.push_back(std::move(a));
  }
  return out;
}

void delete_lead_activity(StatementCache& statements, std::int64_t lead_id) {
  auto& s = statements.get("DELETE FROM lead_activity WHERE lead_id = ?");
  s.bind(1, lead_id);
  s.exec();
  s.reset();
}

}  // namespace dialer::db
