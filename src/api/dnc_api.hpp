#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class DoNotCall;
}

namespace dialer::api {

// /api/v1/dnc…: the do-not-call lists — sizes, additions, one number's record, add, remove, import, export.
void register_dnc_routes(http::Router& router, domain::DoNotCall& dnc);

}  // namespace dialer::api
