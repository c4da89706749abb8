#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class SmsInbox;
}

namespace dialer::api {

// /api/v1/leads/{id}/messages and /consents: the texts exchanged with a lead, and its consent ledger.
void register_lead_message_routes(http::Router& router, domain::SmsInbox& inbox);

}  // namespace dialer::api
