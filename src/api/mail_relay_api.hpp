#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class MailRelayService;
}

namespace dialer::api {

// /api/v1/mail-relay…: the organization's SMTP relay (the password write-only) and its test e-mail.
void register_mail_relay_routes(http::Router& router, domain::MailRelayService& mail_relay);

}  // namespace dialer::api
