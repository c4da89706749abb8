#include "api/agent_work_api.hpp"

#include <chrono>

#include "api/call_json.hpp"
#include "api/json_io.hpp"
#include "api/lead_detail_json.hpp"
#include "api/lead_json.hpp"
#include "dialer/iso_time.hpp"
#include "domain/agent_work.hpp"
#include "domain/do_not_call.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

std::string ms_text(std::int64_t ms) {
  return iso8601_utc(std::chrono::system_clock::time_point(std::chrono::milliseconds(ms)), true);
}

json held_json(const domain::HeldLead& h, const domain::DoNotCall& dnc) {
  const auto& s = h.campaign.settings;
  json calls = json::array();
  for (const auto& c : h.calls) calls.push_back(call_json(c));
  json skips = json::array();
  for (const auto& k : h.skips) skips.push_back({{"agent", k.agent_name}, {"reason", k.reason}, {"at", ms_text(k.at)}});
  return {{"state", model::to_text(h.state.state)},
          {"campaign",
           {{"id", h.campaign.id}, {"name", h.campaign.name}, {"dialMode", s.dial_mode}, {"wrapUpSeconds", s.wrap_up_seconds}}},
          {"lead", lead_json(h.lead, dnc.listed(h.lead.organization_id, h.campaign.id, h.lead.fields.phone_e164))},
          {"callingTime", calling_time_json(h.calling_time)},
          {"attempts", h.attempts},
          {"lastOutcome", h.last_outcome.empty() ? json(nullptr) : json(h.last_outcome)},
          {"priority", h.priority},
          {"source", h.source.empty() ? json(nullptr) : json(h.source)},
          {"script", h.script},
          {"history", history_json(h.history)["activity"]},
          {"calls", calls},
          {"skips", skips},
          {"call", h.call ? json(call_json(*h.call)) : json(nullptr)},
          {"wrapUpEndsAt", h.wrap_up_ends_at ? json(ms_text(*h.wrap_up_ends_at)) : json(nullptr)}};
}

}  // namespace

void register_agent_work_routes(http::Router& router, domain::AgentWork& work, const domain::DoNotCall& dnc) {
  using http::Access;
  using http::ApiRequest;
  router.add("GET", "/api/v1/me/lead", Access::kSignedIn, [&work, &dnc](ApiRequest& req) {
    const auto held = work.held(req.signed_in());
    return json_response(200, {{"held", held ? held_json(*held, dnc) : json(nullptr)}});
  });
  router.add("POST", "/api/v1/me/next-lead", Access::kSignedIn, [&work, &dnc](ApiRequest& req) {
    const auto held = work.next_lead(req.signed_in());
    if (!held) return json_response(200, {{"held", nullptr}, {"message", "No lead of your campaign can be called now"}});
    return json_response(200, {{"held", held_json(*held, dnc)}});
  }, http::BodyKind::kAny);
  router.add("POST", "/api/v1/me/skip", Access::kSignedIn, [&work](ApiRequest& req) {
    const auto body = parse_json_object(req);
    work.skip(req.signed_in(), string_field(body, "reason"));
    return no_content();
  });
}

}  // namespace dialer::api
