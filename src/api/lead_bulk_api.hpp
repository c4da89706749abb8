#pragma once
// /api/v1/leads/bulk: start a bulk action on leads, follow its progress.
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class LeadBulkActions;
}

namespace dialer::api {

void register_lead_bulk_routes(http::Router& router, domain::LeadBulkActions& actions);

}  // namespace dialer::api
