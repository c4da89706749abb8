#include "api/twilio_api.hpp"

#include <string>

#include "domain/key_press_opt_outs.hpp"
#include "domain/sms_inbox.hpp"
#include "domain/twilio_callbacks.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

// Twilio's request as the domain reads it: the URL it signed, its signature, its form, and the ids the product put
// in the callback's query when it gave Twilio the address.
domain::TwilioRequest twilio_request(const http::ApiRequest& req) {
  domain::TwilioRequest out;
  out.url = req.full_url();
  out.signature = req.header("X-Twilio-Signature");
  out.form.assign(req.form.begin(), req.form.end());
  if (const auto call = req.query_value("call")) {
    if (!call->empty() && call->size() < 19 && call->find_first_not_of("0123456789") == std::string::npos) {
      out.call_id = std::stoll(*call);
    }
  }
  out.leg = req.query_value("leg").value_or("");
  out.confirmed = req.query_value("confirmed").value_or("") == "1";
  if (const auto agent = req.query_value("agent")) {
    if (!agent->empty() && agent->size() < 19 && agent->find_first_not_of("0123456789") == std::string::npos) {
      out.agent_id = std::stoll(*agent);
    }
  }
  return out;
}

http::ApiResponse twiml_response(std::string twiml) {
  http::ApiResponse response;
  response.content_type = "text/xml";
  response.body = std::move(twiml);
  return response;
}

}  // namespace

void register_twilio_callback_routes(http::Router& router, domain::TwilioCallbacks& callbacks, domain::SmsInbox& inbox,
                                     domain::KeyPressOptOuts& opt_outs) {
  using http::Access;
  using http::ApiRequest;
  using http::BodyKind;
  router.add("POST", "/api/v1/twilio/voice", Access::kPublic, [&callbacks](ApiRequest& req) {
    return twiml_response(callbacks.voice(twilio_request(req)));
  }, BodyKind::kForm);
  router.add("POST", "/api/v1/twilio/status", Access::kPublic, [&callbacks](ApiRequest& req) {
    callbacks.status(twilio_request(req));
    return twiml_response("<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response/>");
  }, BodyKind::kForm);
  router.add("POST", "/api/v1/twilio/amd", Access::kPublic, [&callbacks](ApiRequest& req) {
    callbacks.answering_machine(twilio_request(req));
    return twiml_response("<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response/>");
  }, BodyKind::kForm);
  router.add("POST", "/api/v1/twilio/conference-left", Access::kPublic, [&callbacks](ApiRequest& req) {
    callbacks.conference_left(twilio_request(req));
    return twiml_response("<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response/>");
  }, BodyKind::kForm);
  router.add("POST", "/api/v1/twilio/recording", Access::kPublic, [&callbacks](ApiRequest& req) {
    callbacks.recording(twilio_request(req));
    return twiml_response("<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response/>");
  }, BodyKind::kForm);
  // The key pressed during the abandoned-call message (its <Gather> action).
  router.add("POST", "/api/v1/twilio/opt-out", Access::kPublic, [&opt_outs](ApiRequest& req) {
    return twiml_response(opt_outs.key_pressed(twilio_request(req)));
  }, BodyKind::kForm);
  // A text to one of the organization's numbers (the number's Messaging webhook).
  router.add("POST", "/api/v1/twilio/sms", Access::kPublic, [&inbox](ApiRequest& req) {
    return twiml_response(inbox.receive(twilio_request(req)));
  }, BodyKind::kForm);
  // A text's delivery (the StatusCallback of each text a cadence sends).
  router.add("POST", "/api/v1/twilio/sms-status", Access::kPublic, [&inbox](ApiRequest& req) {
    inbox.delivery(twilio_request(req));
    return twiml_response("<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response/>");
  }, BodyKind::kForm);
}

}  // namespace dialer::api
