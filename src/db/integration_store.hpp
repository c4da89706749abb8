#pragma once
// SQL for CRM integrations (one row per organization and type; only "gohighlevel" so far).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace dialer::db {

struct IntegrationRecord {
  std::int64_t organization_id = 0;
  std::string type;
  std::string api_key;
  std::string location_id;
  bool enabled = false;
  bool sync_leads = false;
  bool sync_contacts = false;
  bool auto_create_campaigns = false;
  std::string status = "disconnected";
  std::optional<std::string> last_error;
  std::optional<std::string> last_sync_at;
  std::optional<std::string> last_sync_attempt_at;
};

std::optional<IntegrationRecord> find_integration(SQLite::Database& db, std::int64_t organization_id,
                                                  const std::string& type);
// Inserts or replaces the whole row.
void save_integration(SQLite::Database& db, const IntegrationRecord& record, const std::string& now);
// Organizations whose enabled lead sync last ran (or was tried) before `cutoff`, or never.
std::vector<std::int64_t> integrations_due_for_sync(SQLite::Database& db, const std::string& type,
                                                    const std::string& cutoff);

}  // namespace dialer::db
