#include "api/lead_messages_api.hpp"

#include <cstdint>

#include "api/json_io.hpp"
#include "api/query_params.hpp"
#include "domain/calls.hpp"
#include "domain/sms_inbox.hpp"
#include "http/api_error.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

json message_json(const model::LeadMessage& m) {
  return {{"id", m.id},          {"channel", m.channel}, {"direction", m.direction}, {"kind", m.kind},
          {"from", m.from_address}, {"to", m.to_address}, {"body", m.body},          {"status", m.status},
          {"error", optional_text(m.error)}, {"createdAt", m.created_at}};
}

json consent_json(const model::LeadConsent& c) {
  const auto text = [](const std::string& value) { return value.empty() ? json(nullptr) : json(value); };
  return {{"id", c.id},
          {"channel", c.channel},
          {"action", c.action},
          {"source", c.source},
          {"address", c.address},
          {"detail", c.detail},
          {"createdAt", c.created_at},
          {"evidence", c.evidence.any() ? json{{"origin", text(c.evidence.origin)},
                                                {"givenAt", text(c.evidence.given_at)},
                                                {"pageUrl", text(c.evidence.page_url)},
                                                {"certificateUrl", text(c.evidence.certificate_url)}}
                                         : json(nullptr)}};
}

// {"channels": ["sms", "email"]}: what the lead agreed to.
domain::ConsentGiven consent_given(const json& body) {
  const auto channels = optional_string_list(body, "channels");
  domain::ConsentGiven given;
  for (const auto& channel : channels.value_or(std::vector<std::string>{})) {
    if (channel == "sms") {
      given.sms = true;
    } else if (channel == "email") {
      given.email = true;
    } else {
      throw ApiError::bad_request("validation_error", "channels must list sms, email or both", {{"channels", channel}});
    }
  }
  return given;
}

}  // namespace

void register_lead_message_routes(http::Router& router, domain::SmsInbox& inbox, domain::CallService& calls) {
  using http::Access;
  using http::ApiRequest;
  router.add("GET", "/api/v1/leads/{id}/messages", Access::kAdmin, [&inbox](ApiRequest& req) {
    const auto id = req.id_param();
    const auto before = integer_query(req, "before", 0, 0, INT64_MAX, "before must be a message id");
    const auto limit = integer_query(req, "limit", 50, 1, 100, "limit must be between 1 and 100");
    json out = json::array();
    for (const auto& m : inbox.messages(req.signed_in(), id, before, static_cast<int>(limit))) out.push_back(message_json(m));
    return json_response(200, {{"messages", out}});
  });
  router.add("GET", "/api/v1/leads/{id}/consents", Access::kAdmin, [&inbox](ApiRequest& req) {
    json out = json::array();
    for (const auto& c : inbox.consents(req.signed_in(), req.id_param())) out.push_back(consent_json(c));
    return json_response(200, {{"consents", out}});
  });
  router.add("POST", "/api/v1/calls/{id}/consent", Access::kSignedIn, [&calls](ApiRequest& req) {
    json out = json::array();
    const auto ledger = calls.record_consent(req.signed_in(), req.id_param(), consent_given(parse_json_object(req)));
    for (const auto& c : ledger) out.push_back(consent_json(c));
    return json_response(201, {{"consents", out}});
  });
}

}  // namespace dialer::api
