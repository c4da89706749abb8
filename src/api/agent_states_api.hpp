#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class AgentStates;
}

namespace dialer::api {

// /api/v1/me/state and /api/v1/me/heartbeat: the signed-in agent's own state at work; /api/v1/agents/states:
// every agent's, for admins; /api/v1/pause-reasons: why an agent may pause.
void register_agent_state_routes(http::Router& router, domain::AgentStates& states);

}  // namespace dialer::api
