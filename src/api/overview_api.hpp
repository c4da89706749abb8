#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class Overview;
}

namespace dialer::api {

// GET /api/v1/overview?from=&to=: the live overview's figures (docs/api.md, "Overview").
void register_overview_routes(http::Router& router, domain::Overview& overview);

}  // namespace dialer::api
