#pragma once
// SQL for callbacks (migration 0032).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <vector>

#include "model/callback.hpp"

namespace dialer::db {

// The lead's open callback in the campaign (scheduled or queued) is done: it was called back, or a new outcome
// replaces it.
void end_open_callbacks(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, std::int64_t now_ms);
std::int64_t insert_callback(SQLite::Database& db, const model::Callback& callback);
// The open callbacks the agent promised (mine-only and anyone's), soonest first.
std::vector<model::Callback> open_callbacks_of(SQLite::Database& db, std::int64_t organization_id, std::int64_t user_id,
                                               int limit);
// Scheduled callbacks due at or before `now_ms`, over all organizations, soonest first.
std::vector<model::Callback> due_callbacks(SQLite::Database& db, std::int64_t now_ms, int limit);
void mark_callback_queued(SQLite::Database& db, std::int64_t callback_id);
// Puts the lead in the campaign's hopper for a due callback (priority 50, source "callback"), kept for `for_user`
// alone when set; a lead waiting there already is raised to it.
void put_callback_in_hopper(SQLite::Database& db, const model::Callback& callback, int priority, const std::string& now);

}  // namespace dialer::db
