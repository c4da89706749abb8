#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class GoHighLevelService;
class IntegrationLog;
}

namespace dialer::api {

// /api/v1/integrations…: the GoHighLevel settings, connection test and sync; /api/v1/integration-logs.
void register_integration_routes(http::Router& router, domain::GoHighLevelService& gohighlevel,
                                 domain::IntegrationLog& log);

}  // namespace dialer::api
