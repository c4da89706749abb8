#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class LeadService;
}

namespace dialer::api {

// /api/v1/leads…: list, search, stats, CRUD, CSV import and export. /api/v1/lists: the lead lists.
void register_lead_routes(http::Router& router, domain::LeadService& leads);

}  // namespace dialer::api
