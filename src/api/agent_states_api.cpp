#include "api/agent_states_api.hpp"

#include <chrono>

#include "api/json_io.hpp"
#include "dialer/iso_time.hpp"
#include "domain/agent_states.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

// `since` is when the state began; the screens count the time in it themselves.
json state_json(const model::AgentState& a) {
  json campaign = nullptr;
  if (a.campaign_id) campaign = {{"id", *a.campaign_id}, {"name", a.campaign_name}};
  const bool seen = a.since != 0;
  return {{"agentId", a.user_id},
          {"name", a.agent_name},
          {"state", model::to_text(a.state)},
          {"campaign", campaign},
          {"pauseReason", a.pause_reason ? json(*a.pause_reason) : json(nullptr)},
          {"callId", a.call_id ? json(*a.call_id) : json(nullptr)},
          {"lead", a.lead_id ? json{{"id", *a.lead_id}, {"name", a.lead_name}} : json(nullptr)},
          {"inConference", a.conference_sid.has_value()},
          {"since", seen ? json(iso8601_utc(std::chrono::system_clock::time_point(std::chrono::milliseconds(a.since)), true))
                         : json(nullptr)}};
}

}  // namespace

void register_agent_state_routes(http::Router& router, domain::AgentStates& states) {
  using http::Access;
  using http::ApiRequest;
  router.add("GET", "/api/v1/me/state", Access::kSignedIn, [&states](ApiRequest& req) {
    const auto& caller = req.signed_in();
    auto out = state_json(states.current(caller));
    json campaigns = json::array();
    for (const auto& c : states.workable_campaigns(caller)) {
      campaigns.push_back({{"id", c.id}, {"name", c.name}, {"dialMode", c.dial_mode}});
    }
    out["workableCampaigns"] = campaigns;
    return json_response(200, out);
  });
  router.add("PUT", "/api/v1/me/state", Access::kSignedIn, [&states](ApiRequest& req) {
    const auto body = parse_json_object(req);
    domain::StateChange change;
    change.state = string_field(body, "state");
    if (const auto id = optional_integer(body, "campaignId")) change.campaign_id = *id;
    change.reason = string_field(body, "reason");
    return json_response(200, state_json(states.change(req.signed_in(), change)));
  });
  router.add("POST", "/api/v1/me/heartbeat", Access::kSignedIn, [&states](ApiRequest& req) {
    states.heartbeat(req.signed_in());
    return no_content();
  }, http::BodyKind::kAny);
  router.add("GET", "/api/v1/agents/states", Access::kAdmin, [&states](ApiRequest& req) {
    json agents = json::array();
    for (const auto& a : states.all(req.signed_in())) agents.push_back(state_json(a));
    return json_response(200, {{"agents", agents}});
  });
  router.add("GET", "/api/v1/pause-reasons", Access::kSignedIn, [&states](ApiRequest& req) {
    json reasons = json::array();
    for (const auto& r : states.pause_reasons(req.signed_in())) {
      if (r.active) reasons.push_back({{"id", r.id}, {"label", r.label}});
    }
    return json_response(200, {{"pauseReasons", reasons}});
  });
}

}  // namespace dialer::api
