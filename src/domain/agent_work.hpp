#pragma once
// An agent working leads (docs/dialer.md, "Working leads"): in preview, the next lead of the agent's campaign is
// reserved for it (one agent per lead), shown with what the agent needs to call it — its fields, its own time and
// window, its attempts and last outcome, its history, the script filled in — and called or skipped with a reason.
// After the call, wrap-up lasts the campaign's seconds; the agent becomes ready again only once the call has its
// disposition.
#include <chrono>
#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "domain/leads.hpp"
#include "events/event_bus.hpp"
#include "model/agent_state.hpp"
#include "model/call.hpp"
#include "model/campaign.hpp"
#include "model/hopper.hpp"
#include "model/lead.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class AgentStates;
class CampaignService;
class Hopper;

// The lead an agent holds, with everything its screen shows.
struct HeldLead {
  model::AgentState state;  // reserved, on_call or wrap_up
  model::Campaign campaign;
  model::Lead lead;
  LeadCallingTime calling_time;  // in the campaign's window
  std::int64_t attempts = 0;     // in this campaign
  std::string last_outcome;      // "" before the first
  int priority = 0;              // in the hopper, when it came from there
  std::string source;
  std::string script;            // the campaign's, filled in
  LeadHistory history;           // the newest entries
  std::vector<model::Call> calls;  // the lead's newest calls, any agent's
  std::vector<model::LeadSkip> skips;  // the newest skips of the lead, with their reasons
  std::optional<model::Call> call;  // the call in progress or in wrap-up
  std::optional<std::int64_t> wrap_up_ends_at;  // Unix milliseconds
};

class AgentWork {
 public:
  static constexpr int kHistoryShown = 20;
  static constexpr int kCallsShown = 10;
  static constexpr int kSkipsShown = 5;
  static constexpr std::size_t kMostSkipReason = 200;

  AgentWork(db::Database& database, CampaignService& campaigns, Hopper& hopper, LeadService& leads,
            AgentStates& states, events::EventBus& bus, const Clock& clock)
      : database_(database), campaigns_(campaigns), hopper_(hopper), leads_(leads), states_(states), bus_(bus),
        clock_(clock) {}

  // The lead the agent holds now; none when it holds none.
  std::optional<HeldLead> held(const auth::Caller& caller);
  // Preview: the next lead of the agent's campaign, reserved for it; the one it holds already when it holds one.
  // None when no lead of the hopper can be called now (the agent stays ready). Conflict: not ready (offline,
  // paused, on a call), a wrap-up without its disposition, a campaign that does not dial in preview.
  std::optional<HeldLead> next_lead(const auth::Caller& caller);
  // Gives the reserved lead back, in its place in the hopper, for the other agents first; the agent is ready
  // again. Invalid without a reason; conflict when the agent holds no lead it has not called.
  void skip(const auth::Caller& caller, const std::string& reason);
  // Every agent whose wrap-up is over and whose call has its disposition is ready again; returns how many.
  int end_wrap_ups();

 private:
  HeldLead describe(const auth::Caller& caller, const model::AgentState& state);

  db::Database& database_;
  CampaignService& campaigns_;
  Hopper& hopper_;
  LeadService& leads_;
  AgentStates& states_;
  events::EventBus& bus_;
  const Clock& clock_;
  // One claim or skip at a time: an agent that asks twice at once still holds one lead.
  std::mutex mutex_;
};

}  // namespace dialer::domain
