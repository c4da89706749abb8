#include "api/telephony_api.hpp"

#include <map>

#include "api/json_io.hpp"
#include "api/query_params.hpp"
#include "domain/call_analytics.hpp"
#include "domain/campaigns.hpp"
#include "domain/secret_mask.hpp"
#include "domain/telephony.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

// The secrets never leave the server: the answer carries their masks.
json telephony_json(const model::TelephonyAccount& a, const domain::CallbackAddresses& addresses) {
  json out = {{"accountSid", a.account_sid},
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
          {"twilioAnswersKeywords", a.twilio_answers_keywords},
          {"callbacks",
           {{"voiceUrl", addresses.voice_url},
            {"statusCallbackUrl", addresses.status_callback_url},
            {"messagingUrl", addresses.messaging_url},
            {"warning", addresses.warning.empty() ? json(nullptr) : json(addresses.warning)}}}};
  return out;
}

json rate(std::int64_t answered, std::int64_t calls) {
  return calls == 0 ? json(nullptr) : json(static_cast<double>(answered) / static_cast<double>(calls));
}

// Where "today" starts for the person asking (?todayFrom=, their local midnight); UTC midnight without it.
std::optional<std::int64_t> today_from(const http::ApiRequest& req) { return instant_query(req, "todayFrom"); }

// Each number with the campaigns whose caller ID it is, and its calls and answer rate today and over the week.
json numbers_json(const std::vector<model::PhoneNumber>& numbers, const std::vector<model::Campaign>& campaigns,
                  const std::map<std::string, domain::NumberFigures>& figures) {
  json out = json::array();
  for (const auto& n : numbers) {
    const auto found = figures.find(n.e164);
    const auto f = found == figures.end() ? domain::NumberFigures{} : found->second;
    json using_it = json::array();
    for (const auto& c : campaigns) {
      if (c.settings.caller_id == n.e164 && c.status != model::CampaignStatus::kArchived) using_it.push_back({{"id", c.id}, {"name", c.name}});
    }
    out.push_back({{"sid", n.sid},
                   {"phoneNumber", n.e164},
                   {"friendlyName", n.friendly_name},
                   {"voice", n.voice},
                   {"sms", n.sms},
                   {"syncedAt", n.synced_at},
                   {"campaigns", using_it},
                   {"callsToday", f.calls_today},
                   {"answerRateToday", rate(f.answered_today, f.calls_today)},
                   {"callsWeek", f.calls_week},
                   {"answerRateWeek", rate(f.answered_week, f.calls_week)},
                   {"possiblySpamLabelled", f.possibly_spam_labelled}});
  }
  return json{{"numbers", out}};
}

}  // namespace

void register_telephony_routes(http::Router& router, domain::TelephonyService& telephony,
                               domain::CampaignService& campaigns, domain::CallAnalytics& analytics) {
  using http::Access;
  using http::ApiRequest;
  // The account with the status card's figures: its numbers, calls today, when Twilio last called back.
  const auto account_json = [&telephony, &analytics](ApiRequest& req, const model::TelephonyAccount& account) {
    const auto& caller = req.signed_in();
    auto out = telephony_json(account, telephony.callback_addresses());
    std::int64_t calls_today = 0;
    for (const auto& [number, f] : analytics.number_figures(caller, today_from(req))) calls_today += f.calls_today;
    const auto last_callback = telephony.last_callback_at(caller);
    out["figures"] = {{"numbers", telephony.numbers(caller).size()},
                      {"callsToday", calls_today},
                      {"lastCallbackAt", last_callback ? json(*last_callback) : json(nullptr)}};
    return json_response(200, out);
  };
  const auto numbers_answer = [&campaigns, &analytics](ApiRequest& req, const std::vector<model::PhoneNumber>& numbers) {
    const auto& caller = req.signed_in();
    return json_response(200, numbers_json(numbers, campaigns.list(caller), analytics.number_figures(caller, today_from(req))));
  };
  router.add("GET", "/api/v1/telephony", Access::kAdmin, [&telephony, account_json](ApiRequest& req) {
    return account_json(req, telephony.account(req.signed_in()));
  });
  router.add("PUT", "/api/v1/telephony", Access::kAdmin, [&telephony, account_json](ApiRequest& req) {
    const auto body = parse_json_object(req);
    domain::TelephonyInput in;
    in.account_sid = optional_string(body, "accountSid");
    in.auth_token = optional_string(body, "authToken");
    in.api_key_sid = optional_string(body, "apiKeySid");
    in.api_key_secret = optional_string(body, "apiKeySecret");
    in.twiml_app_sid = optional_string(body, "twimlAppSid");
    in.twilio_answers_keywords = optional_bool(body, "twilioAnswersKeywords");
    return account_json(req, telephony.save(req.signed_in(), in));
  });
  router.add("POST", "/api/v1/telephony/test", Access::kAdmin, [&telephony, account_json](ApiRequest& req) {
    return account_json(req, telephony.test(req.signed_in()));
  });
  router.add("GET", "/api/v1/phone-numbers", Access::kAdmin, [&telephony, numbers_answer](ApiRequest& req) {
    return numbers_answer(req, telephony.numbers(req.signed_in()));
  });
  router.add("POST", "/api/v1/phone-numbers/sync", Access::kAdmin, [&telephony, numbers_answer](ApiRequest& req) {
    return numbers_answer(req, telephony.sync_numbers(req.signed_in()));
  });
}

}  // namespace dialer::api
