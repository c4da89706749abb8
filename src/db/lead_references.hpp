#pragma once
// What names a lead besides the lead itself — the hopper, its dialing record, callbacks, skips, the agent who holds
// it — and letting go of all of it in the lead's own removal (docs/architecture.md, "Between organizations").
// Calls keep their lead_id: their history stays, and reads join the lead within the organization only.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace dialer::db {

// The agent on a call with the lead or wrapping it up, when one is: such a lead cannot be deleted yet.
std::optional<std::string> agent_working_on_lead(SQLite::Database& db, std::int64_t organization_id,
                                                 std::int64_t lead_id);

struct ReleasedLead {
  std::vector<std::int64_t> hopper_campaigns;  // the campaigns whose hopper held it
  std::vector<std::int64_t> reserving_agents;  // the agents who held it in preview, not yet calling
};

// Removes the lead's hopper entries and dialing records, cancels its open callbacks (at `now_ms`) and forgets its
// skips, within the organization. The agents reserving it are only named: moving them is the caller's (a state
// change has its own log and event).
ReleasedLead release_deleted_lead(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id,
                                  std::int64_t now_ms);

}  // namespace dialer::db
