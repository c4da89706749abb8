#include "api/agent_metrics_api.hpp"

#include <map>
#include <string>
#include <utility>

#include "api/json_io.hpp"
#include "api/query_params.hpp"
#include "domain/agent_states.hpp"
#include "domain/call_analytics.hpp"
#include "http/api_error.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

using StateSeconds = std::map<std::string, std::int64_t>;

std::pair<std::int64_t, std::int64_t> range_of(const http::ApiRequest& req) {
  const auto from = instant_query(req, "from");
  const auto to = instant_query(req, "to");
  if (!from || !to) {
    throw ApiError::bad_request("validation_error", "Give from and to", {{from ? "to" : "from", "Use a time like 2026-11-25T05:00:00Z"}});
  }
  return {*from, *to};
}

// Handle time: talking and wrapping up, per call handled.
json metrics_json(const model::CallCounts& calls, const StateSeconds& seconds) {
  json states = json::object();
  for (const char* state : {"ready", "paused", "reserved", "on_call", "wrap_up"}) {
    const auto found = seconds.find(state);
    states[state] = found == seconds.end() ? 0 : found->second;
  }
  const auto handled = calls.talk_seconds + states["wrap_up"].get<std::int64_t>();
  return {{"calls", calls.calls},
          {"contacts", calls.contacts},
          {"conversions", calls.conversions},
          {"talkSeconds", calls.talk_seconds},
          {"averageHandleSeconds", calls.calls > 0 ? json(handled / calls.calls) : json(nullptr)},
          {"pausedSeconds", states["paused"]},
          {"secondsInState", states}};
}

}  // namespace

void register_agent_metric_routes(http::Router& router, domain::AgentStates& states, domain::CallAnalytics& analytics) {
  using http::Access;
  using http::ApiRequest;
  router.add("GET", "/api/v1/me/metrics", Access::kSignedIn, [&states, &analytics](ApiRequest& req) {
    const auto [from, to] = range_of(req);
    const auto& caller = req.signed_in();
    const auto seconds = states.time_in_states(caller, from, to, true);
    const auto report = analytics.report(caller, from, to, std::nullopt, caller.user_id);
    const auto mine = seconds.find(caller.user_id);
    return json_response(200, metrics_json(report.totals, mine == seconds.end() ? StateSeconds{} : mine->second));
  });
  router.add("GET", "/api/v1/agents/metrics", Access::kAdmin, [&states, &analytics](ApiRequest& req) {
    const auto [from, to] = range_of(req);
    const auto& caller = req.signed_in();
    auto seconds = states.time_in_states(caller, from, to, false);
    std::map<std::int64_t, model::CallCounts> calls;
    for (const auto& row : analytics.report(caller, from, to, std::nullopt, std::nullopt).agents) {
      if (row.id != 0) calls[row.id] = row.totals;
    }
    std::map<std::int64_t, bool> agents;
    for (const auto& [id, unused] : seconds) agents[id] = true;
    for (const auto& [id, unused] : calls) agents[id] = true;
    json out = json::array();
    for (const auto& [id, unused] : agents) {
      auto item = metrics_json(calls[id], seconds[id]);
      item["agentId"] = id;
      out.push_back(std::move(item));
    }
    return json_response(200, {{"agents", out}});
  });
}

}  // namespace dialer::api
