#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class CallService;
class CallAnalytics;
}

namespace dialer::api {

// /api/v1/calls…: placing a call for the signed-in agent, the history, a call's timeline and recording, the
// analytics; /api/v1/telephony/voice-token: the agent's Voice SDK token.
void register_call_routes(http::Router& router, domain::CallService& calls, domain::CallAnalytics& analytics);

}  // namespace dialer::api
