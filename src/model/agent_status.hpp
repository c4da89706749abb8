#pragma once
// An agent's state at work as a type, and the one table of the moves between states (docs/architecture.md,
// "States are types"). The words are the database's (agent_states.state, migration 0031) and the API's; inside the
// server a state is an AgentStatus.
#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

#include "model/state_words.hpp"

namespace dialer::model {

enum class AgentStatus { kOffline, kReady, kPaused, kReserved, kOnCall, kWrapUp };

inline constexpr std::array kAgentStatuses{AgentStatus::kOffline,  AgentStatus::kReady,  AgentStatus::kPaused,
                                           AgentStatus::kReserved, AgentStatus::kOnCall, AgentStatus::kWrapUp};

constexpr std::string_view to_text(AgentStatus status) {
  switch (status) {
    case AgentStatus::kOffline:
      return "offline";
    case AgentStatus::kReady:
      return "ready";
    case AgentStatus::kPaused:
      return "paused";
    case AgentStatus::kReserved:
      return "reserved";
    case AgentStatus::kOnCall:
      return "on_call";
    case AgentStatus::kWrapUp:
      return "wrap_up";
  }
  return "offline";
}

constexpr std::optional<AgentStatus> agent_status_from_text(std::string_view text) {
  return state_named(kAgentStatuses, text);
}

// Whether an agent may go from one state to another; staying in a state (another campaign, another pause reason) is
// always allowed. Why each move exists:
// - offline → ready, paused: the agent starts work. Nothing else: a call needs an agent at work.
// - ready → reserved (the dialer or "next lead" holds a lead for it), on_call (its call connects, or one placed by
//   hand), paused, offline.
// - paused → ready, offline, on_call (a call placed by hand while paused).
// - reserved → on_call (the call connects), wrap_up (the call ends before the agent was on it), ready (the lead is
//   skipped, its call could not be placed, or the lead was deleted), offline (its browser went silent; the lead
//   goes back to the hopper).
// - on_call → wrap_up (the call ended), ready (the call could not be placed, or the lead was deleted). Never
//   offline or paused: the call's own end moves it.
// - wrap_up → ready, paused, offline (after the disposition), reserved (the next lead), on_call (a call placed by
//   hand before the next lead).
constexpr bool agent_may_move(AgentStatus from, AgentStatus to) {
  if (from == to) return true;
  using S = AgentStatus;
  constexpr std::size_t n = kAgentStatuses.size();
  // Rows: from; columns: to, in kAgentStatuses' order (offline, ready, paused, reserved, on_call, wrap_up).
  constexpr std::array<std::array<bool, n>, n> allowed{{
      /* offline  */ {{false, true, true, false, false, false}},
      /* ready    */ {{true, false, true, true, true, false}},
      /* paused   */ {{true, true, false, false, true, false}},
      /* reserved */ {{true, true, false, false, true, true}},
      /* on_call  */ {{false, true, false, false, false, true}},
      /* wrap_up  */ {{true, true, true, true, true, false}},
  }};
  static_assert(static_cast<std::size_t>(S::kWrapUp) + 1 == n);
  return allowed[static_cast<std::size_t>(from)][static_cast<std::size_t>(to)];
}

// Holding a lead on a call: the agent cannot change its own state until the call ends.
constexpr bool on_a_call(AgentStatus status) { return status == AgentStatus::kReserved || status == AgentStatus::kOnCall; }

}  // namespace dialer::model
