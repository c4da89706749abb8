#pragma once
// SQL for a lead's history (the lead_activity table).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/lead.hpp"

namespace dialer::db {

class StatementCache;

struct NewLeadActivity {
  std::int64_t organization_id = 0;
  std::int64_t lead_id = 0;
  // Bound without a copy (an import writes one per row): they must outlive the insert.
  const char* at = "";
  const char* kind = "";
  const char* origin = "";
  std::optional<std::int64_t> user_id;
  const char* changes = "{}";  // JSON
};

// Through the writer's statement cache: an import writes one per row.
void insert_lead_activity(StatementCache& statements, const NewLeadActivity& activity);
// Newest first, older than `before_id` (0: from the newest), at most `limit`.
std::vector<model::LeadActivity> lead_activity(SQLite::Database& db, std::int64_t organization_id,
                                               std::int64_t lead_id, std::int64_t before_id, int limit);
void delete_lead_activity(StatementCache& statements, std::int64_t lead_id);

}  // namespace dialer::db
