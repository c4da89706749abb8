#pragma once
namespace dialer::http {
class Router;
}
namespace dialer {
class ManualClock;
}

namespace dialer::api {

// /api/v1/test-clock: reads and moves the frozen clock of a server started with --test-clock (never in
// production: the routes exist only then). Moving it wakes the background jobs, so steps due at the new time run.
void register_test_clock_routes(http::Router& router, ManualClock& clock);

}  // namespace dialer::api
