#include "db/lead_dial_rows.hpp"
#include "db/prepared.hpp"

namespace dialer::db {

void read_lead_dial_rows(SQLite::Database& db, std::int64_t organization_id,
                         const std::optional<std::string>& changed_since, const std::function<void(const LeadDialRow&)>& f) {
  constexpr const char* kColumns =
      "SELECT id, coalesce(list_id, 0), status, phone_e164, state, postal_code, timezone FROM leads ";
  Prepared s(db, std::string(kColumns) + (changed_since ? "WHERE organization_id = ? AND updated_at >= ? ORDER BY id"
                                                        : "WHERE organization_id = ? ORDER BY id"));
  s.bind(1, organization_id);
  if (changed_since) s.bind(2, *changed_since);
  LeadDialRow row;
  while (s.executeStep()) {
    row.id = s.getColumn(0).getInt64();
    row.list_id = s.getColumn(1).getInt64();
    row.status = s.getColumn(2).getString();
    row.phone_e164 = s.getColumn(3).getString();
    row.state = s.getColumn(4).getString();
    row.postal_code = s.getColumn(5).getString();
    row.timezone = s.getColumn(6).getString();
    f(row);
  }
}

std::int64_t count_organization_leads(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, "SELECT coalesce(sum(count), 0) FROM lead_counts WHERE organization_id = ?");
  s.bind(1, organization_id);
  s.executeStep();
  return s.getColumn(0).getInt64();
}

}  // namespace dialer::db
