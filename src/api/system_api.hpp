#pragma once
namespace dialer {
class Clock;
}
namespace dialer::http {
class Router;
}
namespace dialer::jobs {
class Scheduler;
}
namespace dialer::domain {
class SystemChecks;
}

namespace dialer::api {

class EventStreamHub;

// GET /api/v1/system/jobs: the background jobs, their last run and their next, for admins.
// GET /api/v1/system/status: System Status, each check with its state and sentence (docs/api.md, "System status").
void register_system_routes(http::Router& router, const jobs::Scheduler& scheduler, domain::SystemChecks& checks,
                            const EventStreamHub& event_hub, const Clock& clock);

}  // namespace dialer::api
