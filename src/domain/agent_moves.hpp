#pragma once
// The one way an agent's state is written (docs/dialer.md, "Agent state"), whether the agent chose it or its call
// moved it: the row, a line of the time kept per state when the state changed, and agent.state once the write
// commits.
#include <cstdint>

#include "db/transaction.hpp"
#include "events/event_bus.hpp"
#include "model/agent_state.hpp"
#include "model/call.hpp"

namespace dialer::domain {

void save_agent_move(db::Transaction& tx, events::EventBus& bus, const model::AgentState& before,
                     model::AgentState after, std::int64_t now_ms);

// The agent goes back to waiting for the dialer's calls, holding no lead and no call: a call placed for it that
// never rang, or one whose answer it could no longer take.
void agent_waits_again(db::Transaction& tx, events::EventBus& bus, const model::AgentState& state, std::int64_t now_ms);

// The agent's state follows its call: placed (`before` null) → on call, for an agent at work (not offline);
// ended → wrap-up, for the agent on that call; failed (never placed) → waiting again.
void agent_follows_call(db::Transaction& tx, events::EventBus& bus, const model::Call* before, const model::Call& after,
                        std::int64_t now_ms);

}  // namespace dialer::domain
