#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class AgentService;
}

namespace dialer::api {

// /api/v1/mayor/agents…: the agents management screen and its e-mail actions.
void register_agent_routes(http::Router& router, domain::AgentService& agents);

}  // namespace dialer::api
