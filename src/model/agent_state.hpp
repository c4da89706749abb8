#pragma once
// An agent's state at work (migration 0031), as the rest of the server sees it.
#include <cstdint>
#include <optional>
#include <string>

#include "model/agent_status.hpp"

namespace dialer::model {

struct AgentState {
  std::int64_t user_id = 0;
  std::int64_t organization_id = 0;
  AgentStatus state = AgentStatus::kOffline;
  std::optional<std::int64_t> campaign_id;
  std::optional<std::string> pause_reason;
  std::optional<std::int64_t> call_id;
  std::optional<std::int64_t> lead_id;  // the lead it holds: reserved, on its call or in its wrap-up
  std::optional<std::string> conference_sid;  // its leg in its own conference (progressive, power)
  std::int64_t since = 0;         // Unix milliseconds; 0 for an agent never seen
  std::int64_t heartbeat_at = 0;
  // For the screens.
  std::string agent_name;
  std::string campaign_name;
  std::string lead_name;
};

struct PauseReason {
  std::int64_t id = 0;
  std::string label;
  int position = 0;
  bool active = true;
};

}  // namespace dialer::model
