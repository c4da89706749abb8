#pragma once
// SQL for what the dialer checked when it placed each call (migration 0052), and the compliance page's reads: the
// campaign's calls that broke a rule, its abandoned calls with their evidence, its calls with their checks for the
// export, the organization's last national-registry import and its revocations (docs/dialer.md, "Proof of
// compliance").
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/compliance.hpp"

namespace dialer::db {

void insert_call_check(SQLite::Database& db, const model::CallCheck& row);

// The campaign's calls placed at or after `from_ms` whose check found them outside the window or over a limit,
// newest first, at most `limit`; and how many there are.
std::vector<model::CallCheck> call_check_breaches(SQLite::Database& db, std::int64_t organization_id,
                                                  std::int64_t campaign_id, std::int64_t from_ms, int limit);
model::CheckBreaches count_call_check_breaches(SQLite::Database& db, std::int64_t organization_id,
                                               std::int64_t campaign_id, std::int64_t from_ms);

// Newest first, at most `limit`.
std::vector<model::AbandonedCallEvidence> abandoned_calls(SQLite::Database& db, std::int64_t organization_id,
                                                          std::int64_t campaign_id, std::int64_t from_ms, int limit);

// One page, oldest first: the calls placed after (`after_placed`, `after_id`) — placed later, or at the same
// millisecond with a larger id — and before `to_ms`, at most `limit`, in the campaign index's own order so that
// each page starts where the last ended. `take` returns false to stop.
void for_each_checked_call(SQLite::Database& db, std::int64_t organization_id, std::int64_t campaign_id,
                           std::int64_t after_placed, std::int64_t after_id, std::int64_t to_ms, int limit,
                           const std::function<bool(const model::CheckedCall&)>& take);

// The organization's newest import into its own do-not-call list.
std::optional<model::RegistryImport> last_dnc_import(SQLite::Database& db, std::int64_t organization_id);

// The organization's revocations recorded at or after `from_iso`, newest first, at most `limit`; and how many.
std::vector<model::Revocation> revocations_since(SQLite::Database& db, std::int64_t organization_id,
                                                 const std::string& from_iso, int limit);
std::int64_t count_revocations_since(SQLite::Database& db, std::int64_t organization_id, const std::string& from_iso);

}  // namespace dialer::db
