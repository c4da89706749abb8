#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class DoNotCall;
class LeadService;
}

namespace dialer::api {

// /api/v1/leads…: list, search, stats, CRUD, CSV import and export. /api/v1/lists: the lead lists.
// Each lead says whether its phone is on the organization's do-not-call list (`dnc`).
void register_lead_routes(http::Router& router, domain::LeadService& leads, const domain::DoNotCall& dnc);

}  // namespace dialer::api
