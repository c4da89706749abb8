#pragma once
// /api/v1/twilio/…: what Twilio asks (TwiML back) and tells (status, machine detection, recordings, texts and their
// delivery). Public routes: Twilio's signature over the URL and the form is the credential, checked in the domain
// (domain/twilio_callbacks.hpp). docs/api.md, "Twilio's requests".
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class TwilioCallbacks;
class SmsInbox;
class KeyPressOptOuts;
}

namespace dialer::api {

void register_twilio_callback_routes(http::Router& router, domain::TwilioCallbacks& callbacks, domain::SmsInbox& inbox,
                                     domain::KeyPressOptOuts& opt_outs);

}  // namespace dialer::api
