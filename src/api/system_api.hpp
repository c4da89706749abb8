#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::jobs {
class Scheduler;
}

namespace dialer::api {

// GET /api/v1/system/jobs: the background jobs, their last run and their next, for admins.
void register_system_routes(http::Router& router, const jobs::Scheduler& scheduler);

}  // namespace dialer::api
