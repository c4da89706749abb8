#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class CampaignEligibility;
class CampaignService;
}

namespace dialer::api {

// /api/v1/campaigns…: list, create, edit, start, pause, archive; why a lead is or is not dialed.
void register_campaign_routes(http::Router& router, domain::CampaignService& campaigns,
                              domain::CampaignEligibility& eligibility);

}  // namespace dialer::api
