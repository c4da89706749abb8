#include "api/campaign_funnel_api.hpp"

#include "api/json_io.hpp"
#include "dialer/iso_time.hpp"
#include "domain/campaign_funnel.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

json place_json(const domain::FunnelPlace& p) {
  json zones = json::array();
  for (const auto& z : p.local_times) {
    zones.push_back({{"zone", z.zone}, {"localTime", z.local.empty() ? json(nullptr) : json(z.local)}});
  }
  return {{"zones", zones},
          {"state", p.state.empty() ? json(nullptr) : json(p.state)},
          {"inside", p.inside},
          {"opensAt", p.opens_at ? json(iso8601_utc(*p.opens_at)) : json(nullptr)},
          {"leads", p.leads}};
}

}  // namespace

void register_campaign_funnel_routes(http::Router& router, domain::CampaignFunnels& funnels) {
  router.add("GET", "/api/v1/campaigns/{id}/funnel", http::Access::kAdmin, [&funnels](http::ApiRequest& req) {
    const auto funnel = funnels.of(req.signed_in(), req.id_param());
    json steps = json::array();
    for (const auto& step : funnel.steps) steps.push_back({{"key", step.key}, {"leads", step.leads}});
    json places = json::array();
    for (const auto& place : funnel.places) places.push_back(place_json(place));
    return json_response(200, {{"campaignId", funnel.campaign_id},
                               {"active", funnel.active},
                               {"at", iso8601_utc(funnel.at)},
                               {"steps", steps},
                               {"places", places},
                               {"otherPlaces", funnel.places_left_out}});
  });
}

}  // namespace dialer::api
