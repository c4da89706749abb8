#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::db {
class Database;
}

namespace dialer::api {

// Every resource's routes, in one place, so the route table reads like the API's table of contents.
void register_api_routes(http::Router& router, db::Database& database);

}  // namespace dialer::api
