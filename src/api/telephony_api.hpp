#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class TelephonyService;
}

namespace dialer::api {

// /api/v1/telephony…: the Twilio account's settings (secrets write-only), its connection test and the addresses
// Twilio calls back.
void register_telephony_routes(http::Router& router, domain::TelephonyService& telephony);

}  // namespace dialer::api
