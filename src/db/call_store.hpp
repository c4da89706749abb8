#pragma once
// SQL for calls, their timelines and their hourly counts (migration 0030).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "model/call.hpp"

namespace dialer::db {

// Inserts the call and returns its id.
std::int64_t insert_call(SQLite::Database& db, const model::Call& call);
// Writes every column a call's life changes.
void update_call(SQLite::Database& db, const model::Call& call);
// The organization's call with the names the screens show.
std::optional<model::Call> find_call(SQLite::Database& db, std::int64_t organization_id, std::int64_t call_id);
// The dialer's calls of the campaign that may still need an agent: not ended, not handed over, not abandoned, not
// a machine.
int dialer_calls_ringing(SQLite::Database& db, std::int64_t campaign_id);
// The calls answered by a person, and those abandoned, placed at or after `from_hour` (Unix hours), of one campaign
// or (none) the whole organization: from the daily counts of migration 0043 and a day's hours at most.
struct AbandonCounts {
  std::int64_t human = 0;
  std::int64_t abandoned = 0;
};
AbandonCounts abandon_counts(SQLite::Database& db, std::int64_t organization_id, std::optional<std::int64_t> campaign_id,
                             std::int64_t from_hour);
// Calls answered and ended before `ended_before_ms` that have no disposition and an agent.
std::vector<std::int64_t> undisposed_calls_ended_before(SQLite::Database& db, std::int64_t ended_before_ms);
// The organization's call whose lead or agent leg has this provider SID. SIDs are unique within an organization only
// (migration 0050): what another organization's signed request names must never find or block this one's calls.
std::optional<model::Call> find_call_by_sid(SQLite::Database& db, std::int64_t organization_id, const std::string& sid);
std::optional<model::Call> find_call_by_id(SQLite::Database& db, std::int64_t call_id);

// Whether a call to the lead has not ended yet.
bool lead_on_live_call(SQLite::Database& db, std::int64_t lead_id);
// The calls not ended yet that were placed before `created_before_ms`, in any organization.
std::vector<std::int64_t> live_calls_placed_before(SQLite::Database& db, std::int64_t created_before_ms);
// The organization's calls not ended yet, oldest first, at most `limit`.
std::vector<model::Call> live_calls(SQLite::Database& db, std::int64_t organization_id, int limit);

// Adds a timeline line unless one with this key exists; false when it did (the same report again).
bool add_call_event(SQLite::Database& db, std::int64_t call_id, const std::string& event_key, const model::CallEvent& event);
std::vector<model::CallEvent> call_events(SQLite::Database& db, std::int64_t call_id);

// Adds `delta` to the counts of its hour, campaign, agent and caller ID, to their roll-ups (db/call_rollup_store)
// and to its day's abandon counts.
void add_call_counts(SQLite::Database& db, std::int64_t organization_id, const std::string& from_number,
                     const model::CallHourCounts& delta);
// The counts of hours [from_hour, to_hour), row by row in hour order: an hour, campaign and agent comes once per
// caller ID (the caller adds them up; summing in SQL took several times longer).
void for_each_call_hour_count(SQLite::Database& db, std::int64_t organization_id, std::int64_t from_hour,
                              std::int64_t to_hour, const std::function<void(const model::CallHourCounts&)>& f);

struct NumberCounts {
  std::string from_number;
  std::int64_t calls = 0;
  std::int64_t answered = 0;
};
// Per caller ID, the calls placed in hours [from_hour, to_hour) and how many were answered.
std::vector<NumberCounts> number_counts(SQLite::Database& db, std::int64_t organization_id, std::int64_t from_hour,
                                        std::int64_t to_hour);

// A page of the history, newest first.
model::CallPage list_calls(SQLite::Database& db, std::int64_t organization_id, const model::CallFilter& filter);

}  // namespace dialer::db
