#include "api/campaigns_api.hpp"

#include "api/json_io.hpp"
#include "domain/campaigns.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

json campaign_json(const model::Campaign& c) { return {{"id", c.id}, {"name", c.name}, {"createdAt", c.created_at}}; }

}  // namespace

void register_campaign_routes(http::Router& router, domain::CampaignService& campaigns) {
  using http::Access;
  using http::ApiRequest;
  router.add("GET", "/api/v1/campaigns", Access::kAdmin, [&campaigns](ApiRequest& req) {
    json list = json::array();
    for (const auto& c : campaigns.list(req.signed_in())) list.push_back(campaign_json(c));
    return json_response(200, list);
  });
  router.add("POST", "/api/v1/campaigns", Access::kAdmin, [&campaigns](ApiRequest& req) {
    const auto body = parse_json_object(req);
    return json_response(201, campaign_json(campaigns.create(req.signed_in(), string_field(body, "name"))));
  });
}

}  // namespace dialer::api
