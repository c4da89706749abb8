#pragma once
// Agents at work (docs/dialer.md, "Agent state"): offline → ready ⇄ paused(reason) → reserved → on call →
// wrap-up → ready, in one of the agent's assigned running campaigns. The agent chooses ready, paused and offline;
// the dialer moves it through the rest. A browser that stops saying it is there (no heartbeat for 60 s) takes the
// agent offline and gives back the lead it held. Every change is an event and a line of the time kept per state.
#include <chrono>
#include <map>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "events/event_bus.hpp"
#include "model/agent_state.hpp"
#include "domain/sign_out_listener.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class CallService;
class CampaignService;

struct StateChange {
  std::string state;                       // ready | paused | offline
  std::optional<std::int64_t> campaign_id;  // ready: which campaign (paused keeps the one it had)
  std::string reason;                      // paused: one of the organization's pause reasons
};

class AgentStates final : public SignOutListener {
 public:
  static constexpr std::chrono::seconds kHeartbeatTimeout{60};

  // calls: ends the conference leg an agent going offline leaves behind (after the write) — a phone would stay on
  // the line until the leg is ended.
  AgentStates(db::Database& database, CampaignService& campaigns, CallService& calls, events::EventBus& bus,
              const Clock& clock)
      : database_(database), campaigns_(campaigns), calls_(calls), bus_(bus), clock_(clock) {}

  model::AgentState current(const auth::Caller& caller);
  // The agent's own change. Throws DomainError: invalid (unknown state or reason, no campaign), forbidden (not
  // assigned), conflict (the campaign is not running; a call in progress).
  model::AgentState change(const auth::Caller& caller, const StateChange& change);
  void heartbeat(const auth::Caller& caller);
  // The agent signed out: no longer ready or paused (an agent on a call keeps it until it ends).
  void signed_out(const auth::Caller& caller) override;
  // Admins: every agent of the organization with its state.
  std::vector<model::AgentState> all(const auth::Caller& caller);
  std::vector<model::PauseReason> pause_reasons(const auth::Caller& caller);
  // The running campaigns the caller is assigned to: where it can go ready.
  struct WorkableCampaign {
    std::int64_t id = 0;
    std::string name;
    std::string dial_mode;  // preview | progressive | power
  };
  std::vector<WorkableCampaign> workable_campaigns(const auth::Caller& caller);
  // Seconds in each state between two instants (Unix milliseconds), per agent: the caller's own when `only_me`,
  // else every agent's of the organization. Invalid when `to` is not after `from` or the range passes 31 days.
  std::map<std::int64_t, std::map<std::string, std::int64_t>> time_in_states(const auth::Caller& caller, std::int64_t from_ms,
                                                                             std::int64_t to_ms, bool only_me);
  // Whether the call the agent holds (in wrap-up) has its disposition; true when it holds none.
  bool disposed(const model::AgentState& state);
  // Takes offline every agent whose browser went silent, and gives back the leads they held; returns how many.
  int end_silent();

 private:
  // Writes the new state (the log and the event follow it) and gives back the agent's reserved leads when it goes
  // offline.
  model::AgentState write(const model::AgentState& before, model::AgentState after);

  db::Database& database_;
  CampaignService& campaigns_;
  CallService& calls_;
  events::EventBus& bus_;
  const Clock& clock_;

};

}  // namespace dialer::domain
