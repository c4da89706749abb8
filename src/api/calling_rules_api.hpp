#pragma once
// /api/v1/settings/calling: the organization's calling hours, holidays and state rules.
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class CallingRulesSettings;
}

namespace dialer::api {

void register_calling_rules_routes(http::Router& router, domain::CallingRulesSettings& settings);

}  // namespace dialer::api
