#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class Hopper;
}

namespace dialer::api {

// /api/v1/campaigns/{id}/hopper…: the queue, an admin's push, priority and removal; an agent's claim.
void register_hopper_routes(http::Router& router, domain::Hopper& hopper);

}  // namespace dialer::api
