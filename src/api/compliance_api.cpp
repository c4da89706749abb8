#include "api/compliance_api.hpp"

#include <chrono>
#include <limits>

#include "api/json_io.hpp"
#include "api/query_params.hpp"
#include "dialer/iso_time.hpp"
#include "domain/campaign_compliance.hpp"
#include "files/csv_reader.hpp"
#include "http/api_error.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {


json instant(std::optional<std::int64_t> ms) {
  if (!ms) return nullptr;
  return iso8601_utc(Clock::time_point(std::chrono::milliseconds(*ms)));
}

json instant(std::int64_t ms) { return instant(std::optional<std::int64_t>(ms)); }

json abandoned_json(const model::AbandonedCallEvidence& e) {
  json seconds_to_message = nullptr;
  if (e.answered_at && e.message_played_at)
    seconds_to_message = static_cast<double>(*e.message_played_at - *e.answered_at) / 1000.0;
  return {{"callId", e.call_id},
          {"leadId", e.lead_id ? json(*e.lead_id) : json(nullptr)},
          {"to", e.to_number},
          {"placedAt", instant(e.placed_at)},
          {"answeredAt", instant(e.answered_at)},
          {"personDetectedAt", instant(e.person_detected_at)},
          {"messagePlayedAt", instant(e.message_played_at)},
          {"secondsToMessage", seconds_to_message},
          {"agentConnectedAt", instant(e.agent_connected_at)},
          {"optOutPressedAt", instant(e.opt_out_pressed_at)}};
}

json check_json(const model::CallCheck& c) {
  return {{"callId", c.call_id},
          {"placedAt", instant(c.checked_at)},
          {"leadLocal", c.lead_local},
          {"windowHours", c.window_hours},
          {"ruleState", c.rule_state.empty() ? json(nullptr) : json(c.rule_state)},
          {"insideWindow", c.inside_window},
          {"attemptsBefore", c.attempts_before},
          {"attemptsIn24hBefore", c.attempts_24h_before},
          {"maxAttempts", c.max_attempts},
          {"maxPer24h", c.max_per_24h},
          {"withinLimits", c.within_limits}};
}

json revocation_json(const model::Revocation& r) {
  return {{"leadId", r.lead_id},
          {"channel", r.channel},
          {"source", r.source},
          {"address", r.address},
          {"detail", r.detail},
          {"at", r.created_at},
          // Every revocation is honoured in the write that records it: the opt-out list or do-not-call list with it.
          {"honouredAt", r.created_at},
          {"callsAfter", r.calls_after},
          {"textsAfter", r.texts_after}};
}

json evidence_json(const model::LeadConsent& c) {
  const auto text = [](const std::string& value) { return value.empty() ? json(nullptr) : json(value); };
  return {{"leadId", c.lead_id},
          {"channel", c.channel},
          {"source", c.source},
          {"address", c.address},
          {"at", c.created_at},
          {"origin", text(c.evidence.origin)},
          {"givenAt", text(c.evidence.given_at)},
          {"pageUrl", text(c.evidence.page_url)},
          {"certificateUrl", text(c.evidence.certificate_url)},
          {"detail", c.detail}};
}

json report_json(const domain::ComplianceReport& r) {
  json abandoned = json::array();
  for (const auto& e : r.abandoned_calls) abandoned.push_back(abandoned_json(e));
  json breaches = json::array();
  for (const auto& c : r.breach_calls) breaches.push_back(check_json(c));
  json revocations = json::array();
  for (const auto& e : r.revocation_entries) revocations.push_back(revocation_json(e));
  json consents = json::array();
  for (const auto& c : r.consent_entries) consents.push_back(evidence_json(c));
  json registry = nullptr;
  if (r.last_registry_import) {
    registry = {{"at", r.last_registry_import->created_at},
                {"fileName", r.last_registry_import->file_name},
                {"added", r.last_registry_import->added},
                {"ageDays", r.registry_import_age_days}};
  }
  return {{"campaign", {{"id", r.campaign_id}, {"name", r.campaign_name}}},
          {"from", iso8601_utc(r.from)},
          {"to", iso8601_utc(r.to)},
          {"abandon",
           {{"answeredByPerson", r.answered_by_person},
            {"abandoned", r.abandoned},
            {"rate", r.answered_by_person > 0
                         ? json(static_cast<double>(r.abandoned) / static_cast<double>(r.answered_by_person))
                         : json(nullptr)},
            {"limit", 0.03},
            {"calls", abandoned}}},
          {"checks",
           {{"outsideWindow", r.breaches.outside_window}, {"overLimits", r.breaches.over_limits}, {"calls", breaches}}},
          {"doNotCall",
           {{"lastRegistryImport", registry},
            {"maxAgeDays", domain::CampaignCompliance::kRegistryMaxAgeDays},
            {"stale", r.registry_import_stale}}},
          {"revocations", {{"count", r.revocations}, {"entries", revocations}}},
          {"consentEvidence", {{"count", r.consents_with_evidence}, {"entries", consents}}},
          {"listedAtMost", domain::CampaignCompliance::kListed}};
}

std::string text_of(std::optional<std::int64_t> value) { return value ? std::to_string(*value) : ""; }

std::string instant_text(std::optional<std::int64_t> ms) {
  return ms ? iso8601_utc(Clock::time_point(std::chrono::milliseconds(*ms))) : "";
}

// The export's columns, the same in CSV and JSON.
constexpr const char* kExportColumns[] = {"callId",
                                          "placedAt",
                                          "leadId",
                                          "agentId",
                                          "from",
                                          "to",
                                          "status",
                                          "answeredBy",
                                          "answeredAt",
                                          "abandoned",
                                          "disposition",
                                          "leadLocal",
                                          "windowHours",
                                          "ruleState",
                                          "insideWindow",
                                          "attemptsBefore",
                                          "attemptsIn24hBefore",
                                          "maxAttempts",
                                          "maxPer24h",
                                          "withinLimits"};

std::vector<std::string> export_cells(const model::CheckedCall& c) {
  const auto flag = [&](bool value) { return std::string(c.check ? (value ? "yes" : "no") : ""); };
  return {std::to_string(c.call_id),
          instant_text(c.placed_at),
          text_of(c.lead_id),
          text_of(c.agent_id),
          c.from_number,
          c.to_number,
          c.status,
          c.answered_by,
          instant_text(c.answered_at),
          c.abandoned ? "yes" : "no",
          c.disposition_code,
          c.check ? c.check->lead_local : "",
          c.check ? c.check->window_hours : "",
          c.check ? c.check->rule_state : "",
          flag(c.check && c.check->inside_window),
          c.check ? std::to_string(c.check->attempts_before) : "",
          c.check ? std::to_string(c.check->attempts_24h_before) : "",
          c.check ? std::to_string(c.check->max_attempts) : "",
          c.check ? std::to_string(c.check->max_per_24h) : "",
          flag(c.check && c.check->within_limits)};
}

json export_object(const model::CheckedCall& c) {
  json out = {{"callId", c.call_id},
              {"placedAt", instant(c.placed_at)},
              {"leadId", c.lead_id ? json(*c.lead_id) : json(nullptr)},
              {"agentId", c.agent_id ? json(*c.agent_id) : json(nullptr)},
              {"from", c.from_number},
              {"to", c.to_number},
              {"status", c.status},
              {"answeredBy", c.answered_by.empty() ? json(nullptr) : json(c.answered_by)},
              {"answeredAt", instant(c.answered_at)},
              {"abandoned", c.abandoned},
              {"disposition", c.disposition_code.empty() ? json(nullptr) : json(c.disposition_code)},
              {"check", nullptr}};
  if (c.check) {
    auto check = check_json(*c.check);
    check.erase("callId");
    check.erase("placedAt");
    out["check"] = std::move(check);
  }
  return out;
}

}  // namespace

void register_compliance_routes(http::Router& router, domain::CampaignCompliance& compliance) {
  using http::Access;
  using http::ApiRequest;
  router.add("GET", "/api/v1/campaigns/{id}/compliance", Access::kAdmin, [&compliance](ApiRequest& req) {
    return json_response(200, report_json(compliance.report(req.signed_in(), req.id_param())));
  });
  // ?format=csv (default) | json; ?from= and ?to= (ISO 8601, either may be left out): the calls placed from `from` up
  // to `to`; every call the campaign placed when neither is given.
  router.add("GET", "/api/v1/campaigns/{id}/compliance/export", Access::kAdmin, [&compliance](ApiRequest& req) {
    const auto caller = req.signed_in();
    const auto campaign_id = req.id_param();
    const std::string format = req.query_value("format").value_or("csv");
    if (format != "csv" && format != "json") {
      throw ApiError::bad_request("validation_error", "format must be csv or json", {{"format", "csv or json"}});
    }
    const auto to_ms = instant_query(req, "to");
    const auto from_ms = instant_query(req, "from");
    const std::int64_t from = from_ms.value_or(0);
    const std::int64_t to = to_ms.value_or(std::numeric_limits<std::int64_t>::max());
    if (from_ms && to_ms && *from_ms >= *to_ms) {
      throw ApiError::bad_request("validation_error", "from must be before to", {{"from", "Before to"}});
    }
    compliance.campaign_name(caller, campaign_id);  // 404 before the first byte, not in the middle of a stream
    http::ApiResponse response;
    response.content_type = format == "csv" ? "text/csv; charset=utf-8" : "application/json";
    response.headers.emplace_back("Content-Disposition", "attachment; filename=\"compliance-campaign-" +
                                                             std::to_string(campaign_id) + "." + format + "\"");
    response.stream = [&compliance, caller, campaign_id, format, from,
                       to](const std::function<bool(std::string_view)>& write) {
      std::string chunk;
      bool ok = true;
      const auto flush_when_full = [&] {
        if (chunk.size() < 64 * 1024) return;
        ok = write(chunk);
        chunk.clear();
      };
      bool first = true;
      if (format == "csv") {
        chunk = files::csv_line(std::vector<std::string_view>(std::begin(kExportColumns), std::end(kExportColumns)));
      } else {
        chunk = "[";
      }
      compliance.export_calls(caller, campaign_id, from, to, [&](const model::CheckedCall& call) {
        if (format == "csv") {
          const auto cells = export_cells(call);
          chunk += files::csv_line(std::vector<std::string_view>(cells.begin(), cells.end()));
        } else {
          chunk += (first ? "\n" : ",\n") + export_object(call).dump();
        }
        first = false;
        flush_when_full();
        return ok;
      });
      if (format == "json") chunk += "\n]\n";
      return ok && (chunk.empty() || write(chunk));
    };
    return response;
  });
}

}  // namespace dialer::api
