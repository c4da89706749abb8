#pragma once
// SQL for the hopper (migration 0025).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/hopper.hpp"

namespace dialer::db {

// Waiting first by priority and order, then the reserved ones.
std::vector<model::HopperEntry> hopper_entries(SQLite::Database& db, std::int64_t campaign_id);
std::optional<model::HopperEntry> find_hopper_entry(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id);
// Adds it, or raises its priority when it is there already (never lowers it).
void put_in_hopper(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, int priority,
                   const std::string& source, const std::string& now, std::optional<std::int64_t> added_by);
// Adds leads that are not in the hopper yet and have no open callback in the campaign, in this order, with one
// compiled statement; returns how many it added.
int add_to_hopper(SQLite::Database& db, std::int64_t campaign_id, const std::vector<std::int64_t>& lead_ids, int priority,
                  const std::string& source, const std::string& now);
void set_hopper_priority(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, int priority);
bool remove_from_hopper(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id);
// The same, unless an agent reserved it meanwhile.
void remove_from_hopper_if_waiting(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id);
// Who holds the lead now, in which running campaign (a paused or archived campaign's reservation holds nothing).
struct LeadReservation {
  std::int64_t campaign_id = 0;
  std::string campaign_name;
  std::string agent_name;
  std::string claimed_at;
  std::int64_t agent_id = 0;
};
// The leads held for this agent go back to waiting, in their places.
void release_reservations_of(SQLite::Database& db, std::int64_t user_id);
std::optional<LeadReservation> lead_reservation(SQLite::Database& db, std::int64_t organization_id,
                                                std::int64_t lead_id);
// How many leads wait (not reserved) in the campaign's hopper.
int waiting_count_in_hopper(SQLite::Database& db, std::int64_t campaign_id);
// Every waiting lead, best first, at most `limit`.
std::vector<std::int64_t> waiting_in_hopper(SQLite::Database& db, std::int64_t campaign_id, int limit);
// The next waiting leads the agent may get, best first: none kept for another agent, none it skipped after
// `skipped_after` (Unix milliseconds).
std::vector<std::int64_t> next_in_hopper(SQLite::Database& db, std::int64_t campaign_id, std::int64_t user_id,
                                         std::int64_t skipped_after, int limit);
// The lead reserved for this agent waits again, in its place (a claim the agent could not take after all).
void release_hopper_entry(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, std::int64_t user_id);
// The agent's reserved lead waits again, in its place, marked as skipped by it now; false when it held none.
bool skip_hopper_entry(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, std::int64_t user_id,
                       std::int64_t now_ms);
// False when it is gone or reserved already.
bool claim_hopper_entry(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, std::int64_t user_id,
                        const std::string& now);

// Removes the waiting (not reserved) leads; returns how many.
int clear_waiting_in_hopper(SQLite::Database& db, std::int64_t campaign_id);
// Every lead in the campaign's hopper, waiting or reserved.
std::vector<std::int64_t> hopper_lead_ids(SQLite::Database& db, std::int64_t campaign_id);
// Due mine-only callbacks in the campaign's hopper, still waiting, whose agent waits in its conference in that
// campaign (progressive, power): the dialer places them for that agent.
struct AgentCallback {
  std::int64_t lead_id = 0;
  std::int64_t user_id = 0;
};
std::vector<AgentCallback> callbacks_for_waiting_agents(SQLite::Database& db, std::int64_t campaign_id);
struct ActiveCampaign {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
};
std::vector<ActiveCampaign> active_campaigns(SQLite::Database& db);

}  // namespace dialer::db
