#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class CampaignService;
}

namespace dialer::api {

// /api/v1/campaigns: list and create.
void register_campaign_routes(http::Router& router, domain::CampaignService& campaigns);

}  // namespace dialer::api
