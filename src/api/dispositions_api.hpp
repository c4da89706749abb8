#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class DispositionService;
}

namespace dialer::api {

// /api/v1/dispositions…: the organization's call outcomes — listed for everyone signed in (agents press them),
// added, edited and archived by admins.
void register_disposition_routes(http::Router& router, domain::DispositionService& dispositions);

}  // namespace dialer::api
