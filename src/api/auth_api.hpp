#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class AccountService;
}

namespace dialer::api {

// /api/v1/auth/…: registration, sign-in, the current user, sign-out.
void register_auth_routes(http::Router& router, domain::AccountService& accounts);

}  // namespace dialer::api
