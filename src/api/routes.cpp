#include "api/routes.hpp"

#include "api/health_api.hpp"

namespace dialer::api {

void register_api_routes(http::Router& router, db::Database& database) {
  register_health_routes(router, database);
}

}  // namespace dialer::api
