#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class AgentStates;
class CallAnalytics;
}

namespace dialer::api {

// /api/v1/me/metrics and /api/v1/agents/metrics: an agent's figures over a range — its calls from the kept hourly
// counts and its time in each state (docs/api.md, "Agent metrics").
void register_agent_metric_routes(http::Router& router, domain::AgentStates& states, domain::CallAnalytics& analytics);

}  // namespace dialer::api
