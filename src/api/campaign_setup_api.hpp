#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class CampaignSetupService;
}

namespace dialer::api {

// /api/v1/campaign-setup/progress: the six-step checklist.
void register_campaign_setup_routes(http::Router& router, domain::CampaignSetupService& setup);

}  // namespace dialer::api
