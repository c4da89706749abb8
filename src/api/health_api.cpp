#include "api/health_api.hpp"

#include "api/json_io.hpp"
#include "domain/health.hpp"
#include "http/api_error.hpp"
#include "http/router.hpp"

namespace dialer::api {

void register_health_routes(http::Router& router, domain::HealthCheck& health) {
  router.add("GET", "/api/v1/health", http::Access::kPublic, [&health](http::ApiRequest&) {
    if (!health.database_answers()) throw ApiError(503, "database_unavailable", "The database is not answering");
    return json_response(200, {{"status", "ok"}, {"version", DIALER_VERSION}, {"database", "ok"}});
  });
}

}  // namespace dialer::api
