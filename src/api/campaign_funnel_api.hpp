#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class CampaignFunnels;
}

namespace dialer::api {

// GET /api/v1/campaigns/{id}/funnel: how many of the campaign's leads pass each rule now (docs/api.md §8).
void register_campaign_funnel_routes(http::Router& router, domain::CampaignFunnels& funnels);

}  // namespace dialer::api
