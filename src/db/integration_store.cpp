#include "db/integration_store.hpp"

#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {

std::optional<model::Integration> find_integration(SQLite::Database& db, std::int64_t organization_id,
                                                  const std::string& type) {
  Prepared s(db,
             "SELECT api_key, location_id, enabled, sync_leads, sync_contacts, auto_create_campaigns, status, "
             "last_error, last_sync_at, last_sync_attempt_at FROM integrations "
             "WHERE organization_id = ? AND type = ?");
  s.bind(1, organization_id);
  s.bind(2, type);
  if (!s.executeStep()) return std::nullopt;
  model::Integration r;
  r.organization_id = organization_id;
  r.type = type;
  r.api_key = s.getColumn(0).getString();
  r.location_id = s.getColumn(1).getString();
  r.enabled = s.getColumn(2).getInt() != 0;
  r.sync_leads = s.getColumn(3).getInt() != 0;
  r.sync_contacts = s.getColumn(4).getInt() != 0;
  r.auto_create_campaigns = s.getColumn(5).getInt() != 0;
  r.status = s.getColumn(6).getString();
  r.last_error = optional_text(s.getColumn(7));
  r.last_sync_at = optional_text(s.getColumn(8));
  r.last_sync_attempt_at = optional_text(s.getColumn(9));
  return r;
}

void save_integration(SQLite::Database& db, const model::Integration& r, const std::string& now) {
  Prepared s(db,
             "INSERT OR REPLACE INTO integrations (organization_id, type, api_key, location_id, enabled, "
             "sync_leads, sync_contacts, auto_create_campaigns, status, last_error, last_sync_at, "
             "last_sync_attempt_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, r.organization_id);
  s.bind(2, r.type);
  s.bind(3, r.api_key);
  s.bind(4, r.location_id);
  s.bind(5, r.enabled ? 1 : 0);
  s.bind(6, r.sync_leads ? 1 : 0);
  s.bind(7, r.sync_contacts ? 1 : 0);
  s.bind(8, r.auto_create_campaigns ? 1 : 0);
  s.bind(9, r.status);
  bind_optional(s, 10, r.last_error);
  bind_optional(s, 11, r.last_sync_at);
  bind_optional(s, 12, r.last_sync_attempt_at);
  s.bind(13, now);
  s.exec();
}

std::vector<std::int64_t> integrations_due_for_sync(SQLite::Database& db, const std::string& type,
                                                    const std::string& cutoff) {
  Prepared s(db,
             "SELECT organization_id FROM integrations WHERE type = ? AND enabled = 1 AND sync_leads = 1 "
             "AND api_key != '' AND location_id != '' "
             "AND (last_sync_attempt_at IS NULL OR last_sync_attempt_at < ?)");
  s.bind(1, type);
  s.bind(2, cutoff);
  std::vector<std::int64_t> out;
  while (s.executeStep()) out.push_back(s.getColumn(0).getInt64());
  return out;
}

}  // namespace dialer::db
