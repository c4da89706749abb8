#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class HealthCheck;
}

namespace dialer::api {

// GET /api/v1/health: is the server up and its database answering.
void register_health_routes(http::Router& router, domain::HealthCheck& health);

}  // namespace dialer::api
