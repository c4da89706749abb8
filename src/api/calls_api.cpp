#include "api/calls_api.hpp"

#include <chrono>
#include <cctype>
#include <charconv>
#include <limits>

#include "api/call_json.hpp"
#include "api/call_report_json.hpp"
#include "api/json_io.hpp"
#include "api/query_params.hpp"
#include "dialer/iso_time.hpp"
#include "domain/call_analytics.hpp"
#include "domain/calls.hpp"
#include "http/api_error.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

using ordered_json = nlohmann::ordered_json;

std::optional<std::int64_t> id_query(const http::ApiRequest& req, const char* name) {
  const auto value = integer_query(req, name, 0, 0, std::numeric_limits<std::int64_t>::max(),
                                   std::string(name) + " must be an id");
  return value == 0 ? std::nullopt : std::optional(value);
}

// The history's cursor: "<created ms>.<id>" of the last call of the previous page.
std::optional<std::pair<std::int64_t, std::int64_t>> cursor_query(const http::ApiRequest& req) {
  const auto text = req.query_value("after");
  if (!text || text->empty()) return std::nullopt;
  std::int64_t created = 0, id = 0;
  const auto dot = text->find('.');
  const auto whole = [&](std::size_t from, std::size_t to, std::int64_t& out) {
    if (from >= to || !std::isdigit(static_cast<unsigned char>((*text)[from]))) return false;
    const auto [end, error] = std::from_chars(text->data() + from, text->data() + to, out);
    return error == std::errc() && end == text->data() + to;
  };
  if (dot == std::string::npos || !whole(0, dot, created) || !whole(dot + 1, text->size(), id)) {
    throw ApiError::bad_request("validation_error", "after must be the nextCursor of the previous page",
                                      {{"after", "Use the nextCursor of the previous page"}});
  }
  return std::pair<std::int64_t, std::int64_t>{created, id};
}

}  // namespace

void register_call_routes(http::Router& router, domain::CallService& calls, domain::CallAnalytics& analytics) {
  using http::Access;
  using http::ApiRequest;
  router.add("POST", "/api/v1/calls", Access::kSignedIn, [&calls](ApiRequest& req) {
    const auto body = parse_json_object(req);
    domain::PlaceCall request;
    const auto campaign_id = optional_integer(body, "campaignId");
    const auto lead_id = optional_integer(body, "leadId");
    if (!campaign_id || !lead_id) {
      ApiError::Details details;
      if (!campaign_id) details["campaignId"] = "Choose the campaign";
      if (!lead_id) details["leadId"] = "Choose the lead";
      throw ApiError::bad_request("validation_error", "A call needs a campaignId and a leadId", details);
    }
    request.campaign_id = *campaign_id;
    request.lead_id = *lead_id;
    request.audio = string_field(body, "audio", "browser");
    return json_response(201, call_json(calls.place(req.signed_in(), request)));
  });
  router.add("GET", "/api/v1/calls", Access::kSignedIn, [&calls](ApiRequest& req) {
    model::CallFilter filter;
    filter.from_ms = instant_query(req, "from");
    filter.to_ms = instant_query(req, "to");
    filter.campaign_id = id_query(req, "campaignId");
    filter.agent_id = id_query(req, "agentId");
    filter.lead_id = id_query(req, "leadId");
    if (auto outcome = req.query_value("outcome"); outcome && !outcome->empty()) filter.outcome = *outcome;
    if (auto phone = req.query_value("phone"); phone && !phone->empty()) filter.phone = *phone;
    filter.after = cursor_query(req);
    filter.limit = static_cast<int>(integer_query(req, "limit", 50, 1, 200, "limit must be between 1 and 200"));
    const auto page = calls.list(req.signed_in(), filter);
    ordered_json items = ordered_json::array();
    for (const auto& call : page.calls) items.push_back(call_json(call));
    ordered_json next = nullptr;
    if (page.more && !page.calls.empty()) {
      next = std::to_string(page.calls.back().created_at) + "." + std::to_string(page.calls.back().id);
    }
    return json_response(200, {{"calls", items}, {"nextCursor", next}});
  });
  router.add("GET", "/api/v1/calls/analytics", Access::kAdmin, [&analytics](ApiRequest& req) {
    const auto from = instant_query(req, "from");
    const auto to = instant_query(req, "to");
    if (!from || !to) {
      throw ApiError::bad_request("validation_error", "Analytics need from and to",
                                        {{from ? "to" : "from", "Use a time like 2026-11-25T05:00:00Z"}});
    }
    const auto zone = day_zone_query(req);
    return report_response(analytics.report(req.signed_in(), *from, *to, id_query(req, "campaignId"), id_query(req, "agentId")),
                           zone);
  });
  router.add("GET", "/api/v1/calls/live", Access::kAdmin, [&calls](ApiRequest& req) {
    ordered_json items = ordered_json::array();
    for (const auto& call : calls.live(req.signed_in())) items.push_back(call_json(call));
    return json_response(200, {{"calls", items}});
  });
  router.add("GET", "/api/v1/calls/{id}", Access::kSignedIn, [&calls](ApiRequest& req) {
    const auto detail = calls.detail(req.signed_in(), req.id_param());
    ordered_json events = ordered_json::array();
    for (const auto& e : detail.events) events.push_back(call_event_json(e));
    auto out = call_json(detail.call);
    out["events"] = events;
    return json_response(200, out);
  });
  router.add("POST", "/api/v1/calls/{id}/disposition", Access::kSignedIn, [&calls](ApiRequest& req) {
    const auto body = parse_json_object(req);
    domain::CallOutcome outcome;
    if (const auto id = optional_integer(body, "dispositionId")) outcome.disposition_id = *id;
    outcome.code = string_field(body, "code");
    outcome.notes = string_field(body, "notes");
    if (body.contains("callback") && !body.at("callback").is_null()) {
      const auto& callback = body.at("callback");
      if (!callback.is_object()) {
        throw ApiError::bad_request("validation_error", "callback must be an object", {{"callback", "must be an object"}});
      }
      outcome.callback = domain::CallbackRequest{string_field(callback, "at"), bool_field(callback, "mineOnly", true),
                                                 string_field(callback, "note")};
    }
    if (!outcome.disposition_id && outcome.code.empty()) {
      throw ApiError::bad_request("validation_error", "Choose one of the organization's dispositions",
                                  {{"dispositionId", "Choose one of the organization's dispositions"}});
    }
    return json_response(200, call_json(calls.dispose(req.signed_in(), req.id_param(), outcome)));
  });
  router.add("POST", "/api/v1/calls/{id}/hold", Access::kSignedIn, [&calls](ApiRequest& req) {
    const auto body = parse_json_object(req);
    const auto hold = body.find("hold");
    if (hold == body.end() || !hold->is_boolean()) {
      throw ApiError::bad_request("validation_error", "Say whether the call goes on hold: hold true or false",
                                  {{"hold", "true or false"}});
    }
    return json_response(200, call_json(calls.hold(req.signed_in(), req.id_param(), hold->get<bool>())));
  });
  router.add("POST", "/api/v1/calls/{id}/hangup", Access::kSignedIn, [&calls](ApiRequest& req) {
    return json_response(200, call_json(calls.hang_up(req.signed_in(), req.id_param())));
  }, http::BodyKind::kAny);
  router.add("GET", "/api/v1/calls/{id}/recording", Access::kSignedIn, [&calls](ApiRequest& req) {
    auto media = calls.recording(req.signed_in(), req.id_param());
    http::ApiResponse response;
    response.content_type = media.content_type;
    response.body = std::move(media.body);
    // Like every API answer, no-store (http/server.cpp): a recording must not stay in a shared computer's cache
    // after sign-out.
    return response;
  });
  router.add("POST", "/api/v1/me/conference/phone", Access::kSignedIn, [&calls](ApiRequest& req) {
    return json_response(202, {{"phone", calls.ring_agent_into_conference(req.signed_in())}});
  }, http::BodyKind::kAny);
  router.add("POST", "/api/v1/telephony/voice-token", Access::kSignedIn, [&calls](ApiRequest& req) {
    const auto token = calls.voice_token(req.signed_in());
    return json_response(200, {{"token", token.token},
                               {"identity", token.identity},
                               {"expiresAt", iso8601_utc(std::chrono::system_clock::time_point(
                                                 std::chrono::seconds(token.expires_at)))}});
  }, http::BodyKind::kAny);
}

}  // namespace dialer::api
