#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class CallService;
class SmsInbox;
}

namespace dialer::api {

// /api/v1/leads/{id}/messages and /consents: the texts exchanged with a lead, and its consent ledger; and
// /api/v1/calls/{id}/consent, the consent a lead gives the agent on a call.
void register_lead_message_routes(http::Router& router, domain::SmsInbox& inbox, domain::CallService& calls);

}  // namespace dialer::api
