#pragma once
// /api/v1/settings/phone: the organization's default country for phone numbers typed without a country code.
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class LeadService;
}

namespace dialer::api {

void register_phone_settings_routes(http::Router& router, domain::LeadService& leads);

}  // namespace dialer::api
