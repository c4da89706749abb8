#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class Callbacks;
}

namespace dialer::api {

// /api/v1/me/callbacks: the callbacks the signed-in agent promised (docs/api.md, "Callbacks").
void register_callback_routes(http::Router& router, domain::Callbacks& callbacks);

}  // namespace dialer::api
