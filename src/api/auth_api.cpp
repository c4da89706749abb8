#include "api/auth_api.hpp"

#include "api/json_io.hpp"
#include "api/user_json.hpp"
#include "domain/accounts.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

http::ApiResponse signed_in_response(int status, const domain::SignedIn& result) {
  return json_response(status, {{"token", result.token}, {"user", user_json(result.user)}});
}

}  // namespace

void register_auth_routes(http::Router& router, domain::AccountService& accounts) {
  using http::Access;
  using http::ApiRequest;

  router.add("GET", "/api/v1/auth/registration", Access::kPublic, [&accounts](ApiRequest&) {
    return json_response(200, {{"open", accounts.registration_open()}});
  });

  router.add("POST", "/api/v1/auth/register-trial", Access::kPublic, [&accounts](ApiRequest& req) {
    const auto body = parse_json_object(req);
    domain::RegistrationRequest in;
    in.company_name = string_field(body, "companyName");
    in.name = string_field(body, "name");
    in.email = string_field(body, "email");
    in.phone = string_field(body, "phone");
    in.password = string_field(body, "password");
    in.sms_consent = bool_field(body, "smsConsent");
    in.email_consent = bool_field(body, "emailConsent");
    in.consent_timestamp = string_field(body, "consentTimestamp");
    in.client_ip = req.remote_addr;
    in.user_agent = req.header("User-Agent");
    return signed_in_response(201, accounts.register_trial(in));
  });

  router.add("POST", "/api/v1/auth/login", Access::kPublic, [&accounts](ApiRequest& req) {
    const auto body = parse_json_object(req);
    return signed_in_response(
        200, accounts.login(string_field(body, "email"), string_field(body, "password"), req.remote_addr));
  });

  router.add("POST", "/api/v1/auth/reset-password", Access::kPublic, [&accounts](ApiRequest& req) {
    const auto body = parse_json_object(req);
    accounts.reset_password_with_token(string_field(body, "token"), string_field(body, "password"));
    return no_content();
  });

  router.add("GET", "/api/v1/auth/me", Access::kSignedIn, [&accounts](ApiRequest& req) {
    return json_response(200, {{"user", user_json(accounts.current_user(req.signed_in()))}});
  });

  router.add("POST", "/api/v1/auth/logout", Access::kSignedIn, [&accounts](ApiRequest& req) {
    accounts.logout(req.signed_in());
    return no_content();
  });
}

}  // namespace dialer::api
