#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::db {
class Database;
}

namespace dialer::api {

// GET /api/v1/health: is the server up and its database answering.
void register_health_routes(http::Router& router, db::Database& database);

}  // namespace dialer::api
