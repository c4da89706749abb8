#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class CallAnalytics;
class CampaignService;
class TelephonyService;
}

namespace dialer::api {

// /api/v1/telephony…: the Twilio account's settings (secrets write-only), its connection test and the addresses
// Twilio calls back; /api/v1/phone-numbers…: the account's numbers, synced from Twilio, with the campaigns using them.
void register_telephony_routes(http::Router& router, domain::TelephonyService& telephony,
                               domain::CampaignService& campaigns, domain::CallAnalytics& analytics);

}  // namespace dialer::api
