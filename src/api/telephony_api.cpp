#include "api/telephony_api.hpp"

#include "api/json_io.hpp"
#include "domain/campaigns.hpp"
#include "domain/secret_mask.hpp"
#include "domain/telephony.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

json optional_text(const std::optional<std::string>& value) { return value ? json(*value) : json(nullptr); }

// The secrets never leave the server: the answer carries their masks.
json telephony_json(const model::TelephonyAccount& a, const domain::CallbackAddresses& addresses) {
  return {{"accountSid", a.account_sid},
          {"authToken", domain::mask_secret(a.auth_token)},
          {"hasAuthToken", !a.auth_token.empty()},
          {"apiKeySid", a.api_key_sid},
          {"apiKeySecret", domain::mask_secret(a.api_key_secret)},
          {"hasApiKeySecret", !a.api_key_secret.empty()},
          {"twimlAppSid", a.twiml_app_sid},
          {"status", a.status},
          {"accountName", a.account_name},
          {"accountType", a.account_type},
          {"lastError", optional_text(a.last_error)},
          {"lastTestedAt", optional_text(a.last_tested_at)},
          {"updatedAt", a.updated_at.empty() ? json(nullptr) : json(a.updated_at)},
          {"callbacks",
           {{"voiceUrl", addresses.voice_url},
            {"statusCallbackUrl", addresses.status_callback_url},
            {"warning", addresses.warning.empty() ? json(nullptr) : json(addresses.warning)}}}};
}

// Each number with the campaigns whose caller ID it is.
json numbers_json(const std::vector<model::PhoneNumber>& numbers, const std::vector<model::Campaign>& campaigns) {
  json out = json::array();
  for (const auto& n : numbers) {
    json using_it = json::array();
    for (const auto& c : campaigns) {
      if (c.settings.caller_id == n.e164 && c.status != "archived") using_it.push_back({{"id", c.id}, {"name", c.name}});
    }
    out.push_back({{"sid", n.sid},
                   {"phoneNumber", n.e164},
                   {"friendlyName", n.friendly_name},
                   {"voice", n.voice},
                   {"sms", n.sms},
                   {"syncedAt", n.synced_at},
                   {"campaigns", using_it}});
  }
  return json{{"numbers", out}};
}

}  // namespace

void register_telephony_routes(http::Router& router, domain::TelephonyService& telephony,
                               domain::CampaignService& campaigns) {
  using http::Access;
  using http::ApiRequest;
  router.add("GET", "/api/v1/telephony", Access::kAdmin, [&telephony](ApiRequest& req) {
    return json_response(200, telephony_json(telephony.account(req.signed_in()), telephony.callback_addresses()));
  });
  router.add("PUT", "/api/v1/telephony", Access::kAdmin, [&telephony](ApiRequest& req) {
    const auto body = parse_json_object(req);
    domain::TelephonyInput in;
    in.account_sid = optional_string(body, "accountSid");
    in.auth_token = optional_string(body, "authToken");
    in.api_key_sid = optional_string(body, "apiKeySid");
    in.api_key_secret = optional_string(body, "apiKeySecret");
    in.twiml_app_sid = optional_string(body, "twimlAppSid");
    return json_response(200, telephony_json(telephony.save(req.signed_in(), in), telephony.callback_addresses()));
  });
  router.add("POST", "/api/v1/telephony/test", Access::kAdmin, [&telephony](ApiRequest& req) {
    return json_response(200, telephony_json(telephony.test(req.signed_in()), telephony.callback_addresses()));
  });
  router.add("GET", "/api/v1/phone-numbers", Access::kAdmin, [&telephony, &campaigns](ApiRequest& req) {
    const auto& caller = req.signed_in();
    return json_response(200, numbers_json(telephony.numbers(caller), campaigns.list(caller)));
  });
  router.add("POST", "/api/v1/phone-numbers/sync", Access::kAdmin, [&telephony, &campaigns](ApiRequest& req) {
    const auto& caller = req.signed_in();
    const auto numbers = telephony.sync_numbers(caller);
    return json_response(200, numbers_json(numbers, campaigns.list(caller)));
  });
}

}  // namespace dialer::api
