#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class WebhookService;
}

namespace dialer::api {

// /api/v1/webhooks: the organization's inbound webhooks; POST /api/v1/webhooks/leads?key=…: a delivery.
void register_webhook_routes(http::Router& router, domain::WebhookService& webhooks);

}  // namespace dialer::api
