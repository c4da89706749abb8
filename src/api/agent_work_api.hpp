#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class AgentWork;
class DoNotCall;
}

namespace dialer::api {

// /api/v1/me/lead, /api/v1/me/next-lead and /api/v1/me/skip: the lead the signed-in agent works (docs/api.md,
// "Working leads").
void register_agent_work_routes(http::Router& router, domain::AgentWork& work, const domain::DoNotCall& dnc);

}  // namespace dialer::api
