#include "api/health_api.hpp"

#include "api/json_io.hpp"
#include "db/database.hpp"
#include "dialer/api_error.hpp"
#include "http/router.hpp"

namespace dialer::api {

void register_health_routes(http::Router& router, db::Database& database) {
  router.add("GET", "/api/v1/health", http::Access::kPublic, [&database](http::ApiRequest&) {
    try {
      database.read([](SQLite::Database& db) { return db.execAndGet("SELECT 1").getInt(); });
    } catch (const std::exception&) {
      throw ApiError(503, "database_unavailable", "The database is not answering");
    }
    return json_response(200, {{"status", "ok"}, {"version", DIALER_VERSION}, {"database", "ok"}});
  });
}

}  // namespace dialer::api
