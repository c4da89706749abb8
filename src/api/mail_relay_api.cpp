#include "api/mail_relay_api.hpp"

#include "api/json_io.hpp"
#include "domain/mail_relay.hpp"
#include "domain/secret_mask.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

// The password never leaves the server: the answer carries its mask.
json mail_relay_json(const model::MailRelay& r) {
  return {{"configured", !r.host.empty()},
          {"host", r.host},
          {"port", r.port},
          {"security", r.security},
          {"username", r.username},
          {"password", domain::mask_secret(r.password)},
          {"hasPassword", !r.password.empty()},
          {"fromAddress", r.from_address},
          {"fromName", r.from_name},
          {"status", r.status},
          {"lastError", optional_text(r.last_error)},
          {"lastTestedAt", optional_text(r.last_tested_at)},
          {"lastSentAt", optional_text(r.last_sent_at)},
          {"updatedAt", r.updated_at.empty() ? json(nullptr) : json(r.updated_at)}};
}

}  // namespace

void register_mail_relay_routes(http::Router& router, domain::MailRelayService& mail_relay) {
  using http::Access;
  using http::ApiRequest;
  router.add("GET", "/api/v1/mail-relay", Access::kAdmin, [&mail_relay](ApiRequest& req) {
    return json_response(200, mail_relay_json(mail_relay.relay(req.signed_in())));
  });
  router.add("PUT", "/api/v1/mail-relay", Access::kAdmin, [&mail_relay](ApiRequest& req) {
    const auto body = parse_json_object(req);
    domain::MailRelayInput in;
    in.host = optional_string(body, "host");
    if (const auto port = optional_integer(body, "port")) {
      in.port = *port < 0 || *port > 65535 ? 0 : static_cast<int>(*port);
    }
    in.security = optional_string(body, "security");
    in.username = optional_string(body, "username");
    in.password = optional_string(body, "password");
    in.from_address = optional_string(body, "fromAddress");
    in.from_name = optional_string(body, "fromName");
    return json_response(200, mail_relay_json(mail_relay.save(req.signed_in(), in)));
  });
  router.add("POST", "/api/v1/mail-relay/test", Access::kAdmin, [&mail_relay](ApiRequest& req) {
    const auto body = parse_json_object(req);
    return json_response(200, mail_relay_json(mail_relay.test(req.signed_in(), string_field(body, "to"))));
  });
}

}  // namespace dialer::api
