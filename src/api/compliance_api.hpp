#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class CampaignCompliance;
}

namespace dialer::api {

// /api/v1/campaigns/{id}/compliance: the campaign's proof of compliance, and its calls with their checks as CSV or
// JSON (docs/api.md, "Compliance").
void register_compliance_routes(http::Router& router, domain::CampaignCompliance& compliance);

}  // namespace dialer::api
