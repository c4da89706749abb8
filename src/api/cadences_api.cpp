#include "api/cadences_api.hpp"

#include <cstdint>

#include "api/json_io.hpp"
#include "api/query_params.hpp"
#include "calling/calling_window.hpp"
#include "domain/cadences.hpp"
#include "domain/email_unsubscribes.hpp"
#include "domain/emoji_set.hpp"
#include "domain/message_templates.hpp"
#include "dialer/iso_time.hpp"
#include "http/api_error.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

using http::Access;

using http::ApiRequest;

json template_json(const model::MessageTemplate& t) {
  return {{"id", t.id},           {"channel", t.channel},     {"name", t.name},
          {"subject", t.subject}, {"body", t.body},           {"usedBy", t.used_by},
          {"createdAt", t.created_at}, {"updatedAt", t.updated_at}};
}

json step_json(const model::CadenceStep& s) {
  json out = {{"kind", s.kind},
              {"delay", {{"amount", s.delay_amount}, {"unit", s.delay_unit}}},
              {"window", s.window_start ? json{{"start", calling::clock_text(*s.window_start)}, {"end", calling::clock_text(*s.window_end)}}
                                        : json(nullptr)}};
  if (s.template_id) out["templateId"] = *s.template_id;
  if (s.campaign_id) out["campaignId"] = *s.campaign_id;
  return out;
}

json cadence_json(const model::Cadence& c) {
  json steps = json::array();
  for (const auto& s : c.steps) steps.push_back(step_json(s));
  const auto& f = c.figures;
  return {{"id", c.id},
          {"name", c.name},
          {"status", model::to_text(c.status)},
          {"smsFrom", c.sms_from},
          {"steps", steps},
          {"figures",
           {{"enrolled", f.enrolled}, {"active", f.active}, {"paused", f.paused}, {"finished", f.finished},
            {"stopped", f.stopped}, {"replied", f.replied}, {"optedOut", f.opted_out}}},
          {"createdAt", c.created_at},
          {"updatedAt", c.updated_at}};
}

json enrollment_json(const model::CadenceEnrollment& e, const model::Cadence& c) {
  json next = nullptr;
  if (!model::has_ended(e.status) && e.next_at && e.step_index < static_cast<int>(c.steps.size())) {
    next = {{"kind", c.steps[static_cast<std::size_t>(e.step_index)].kind},
            {"at", iso8601_utc(std::chrono::system_clock::time_point(std::chrono::seconds(*e.next_at)))},
            {"waitingFor", e.waiting_for ? json(*e.waiting_for) : json(nullptr)}};
  }
  return {{"id", e.id},
          {"lead", {{"id", e.lead_id}, {"name", e.lead_name}, {"phone", e.lead_phone}, {"email", e.lead_email}}},
          {"status", model::to_text(e.status)},
          {"stopReason", e.stop_reason ? json(*e.stop_reason) : json(nullptr)},
          {"stepIndex", e.step_index},
          {"nextStep", next},
          {"enrolledAt", e.enrolled_at},
          {"updatedAt", e.updated_at}};
}

ApiError bad_step(std::size_t i, const std::string& what) {
  const std::string message = "Step " + std::to_string(i + 1) + ": " + what;
  return ApiError::bad_request("validation_error", message, {{"steps[" + std::to_string(i) + "]", message}});
}

// "09:30" → 570; "24:00" is the end of the day.
int minutes_of(const json& value, std::size_t i) {
  const std::string text = value.is_string() ? value.get<std::string>() : "";
  const bool shaped = text.size() == 5 && text[2] == ':' && std::isdigit(static_cast<unsigned char>(text[0])) &&
                      std::isdigit(static_cast<unsigned char>(text[1])) && std::isdigit(static_cast<unsigned char>(text[3])) &&
                      std::isdigit(static_cast<unsigned char>(text[4]));
  const int minutes = shaped ? std::stoi(text.substr(0, 2)) * 60 + std::stoi(text.substr(3, 2)) : -1;
  if (!shaped || std::stoi(text.substr(3, 2)) > 59 || minutes > 24 * 60) {
    throw bad_step(i, "the window must start before it ends, as HH:MM");
  }
  return minutes;
}

std::vector<model::CadenceStep> steps_of(const json& body) {
  const auto found = body.find("steps");
  if (found == body.end() || !found->is_array()) {
    throw ApiError::bad_request("invalid_field", "steps must be a list of steps", {{"steps", "must be a list"}});
  }
  std::vector<model::CadenceStep> out;
  for (std::size_t i = 0; i < found->size(); ++i) {
    const auto& item = (*found)[i];
    if (!item.is_object()) throw bad_step(i, "must be an object");
    model::CadenceStep step;
    step.kind = string_field(item, "kind");
    if (const auto delay = item.find("delay"); delay != item.end() && !delay->is_null()) {
      if (!delay->is_object()) throw bad_step(i, "the delay must be {amount, unit}");
      const auto amount = delay->find("amount");
      if (amount != delay->end() && !amount->is_number_integer()) {
        throw bad_step(i, "the delay must be a whole number from 0 to 1,000");
      }
      step.delay_amount = amount == delay->end() ? 0 : static_cast<int>(std::clamp<long long>(amount->get<long long>(), -1, 1001));
      step.delay_unit = string_field(*delay, "unit", "minutes");
    }
    if (const auto window = item.find("window"); window != item.end() && !window->is_null()) {
      if (!window->is_object()) throw bad_step(i, "the window must start before it ends, as HH:MM");
      step.window_start = minutes_of(window->value("start", json()), i);
      step.window_end = minutes_of(window->value("end", json()), i);
    }
    if (const auto t = optional_integer(item, "templateId")) step.template_id = *t;
    if (const auto c = optional_integer(item, "campaignId")) step.campaign_id = *c;
    out.push_back(step);
  }
  return out;
}

domain::CadenceInput cadence_input(const json& body) {
  domain::CadenceInput in;
  in.name = optional_string(body, "name");
  in.sms_from = optional_string(body, "smsFrom");
  if (body.contains("steps")) in.steps = steps_of(body);
  return in;
}

domain::MessageTemplateInput template_input(const json& body) {
  return {optional_string(body, "channel"), optional_string(body, "name"), optional_string(body, "subject"),
          optional_string(body, "body")};
}

}  // namespace

void register_cadence_routes(http::Router& router, domain::Cadences& cadences, domain::MessageTemplates& templates,
                             domain::EmojiSet& emojis, domain::EmailUnsubscribes& unsubscribes) {
  router.add("GET", "/api/v1/message-templates", Access::kAdmin, [&templates](ApiRequest& req) {
    json out = json::array();
    for (const auto& t : templates.list(req.signed_in())) out.push_back(template_json(t));
    return json_response(200, {{"templates", out}});
  });
  router.add("POST", "/api/v1/message-templates", Access::kAdmin, [&templates](ApiRequest& req) {
    return json_response(201, template_json(templates.create(req.signed_in(), template_input(parse_json_object(req)))));
  });
  router.add("PUT", "/api/v1/message-templates/{id}", Access::kAdmin, [&templates](ApiRequest& req) {
    const auto id = req.id_param();
    return json_response(200, template_json(templates.update(req.signed_in(), id, template_input(parse_json_object(req)))));
  });
  router.add("DELETE", "/api/v1/message-templates/{id}", Access::kAdmin, [&templates](ApiRequest& req) {
    templates.remove(req.signed_in(), req.id_param());
    return no_content();
  });

  router.add("GET", "/api/v1/cadences", Access::kAdmin, [&cadences](ApiRequest& req) {
    json out = json::array();
    for (const auto& c : cadences.list(req.signed_in(), req.query_value("archived").value_or("") == "true")) {
      out.push_back(cadence_json(c));
    }
    return json_response(200, {{"cadences", out}});
  });
  router.add("POST", "/api/v1/cadences", Access::kAdmin, [&cadences](ApiRequest& req) {
    return json_response(201, cadence_json(cadences.create(req.signed_in(), cadence_input(parse_json_object(req)))));
  });
  router.add("GET", "/api/v1/cadences/{id}", Access::kAdmin, [&cadences](ApiRequest& req) {
    return json_response(200, cadence_json(cadences.get(req.signed_in(), req.id_param())));
  });
  router.add("PUT", "/api/v1/cadences/{id}", Access::kAdmin, [&cadences](ApiRequest& req) {
    const auto id = req.id_param();
    return json_response(200, cadence_json(cadences.update(req.signed_in(), id, cadence_input(parse_json_object(req)))));
  });
  using model::CadenceStatus;
  for (const auto& [verb, status] : {std::pair{"activate", CadenceStatus::kActive}, {"pause", CadenceStatus::kPaused},
                                     {"archive", CadenceStatus::kArchived}}) {
    router.add("POST", std::string("/api/v1/cadences/{id}/") + verb, Access::kAdmin,
               [&cadences, status = status](ApiRequest& req) {
                 return json_response(200, cadence_json(cadences.set_status(req.signed_in(), req.id_param(), status)));
               }, http::BodyKind::kAny);
  }
  router.add("GET", "/api/v1/cadences/{id}/enrollments", Access::kAdmin, [&cadences](ApiRequest& req) {
    const auto id = req.id_param();
    const auto page = integer_query(req, "page", 1, 1, 1000000, "page must be a positive number");
    const auto size = integer_query(req, "pageSize", 50, 1, 200, "pageSize must be between 1 and 200");
    const auto& caller = req.signed_in();
    const auto cadence = cadences.get(caller, id);
    const auto found = cadences.enrollments(caller, id, req.query_value("status").value_or(""), page, size);
    json out = json::array();
    for (const auto& e : found.enrollments) out.push_back(enrollment_json(e, cadence));
    return json_response(200, {{"enrollments", out},
                               {"pagination", {{"page", page}, {"pageSize", size}, {"total", found.total}}}});
  });
  for (const char* change : {"stop", "pause", "resume"}) {
    router.add("POST", std::string("/api/v1/cadences/{id}/enrollments/{enrollmentId}/") + change, Access::kAdmin,
               [&cadences, change = std::string(change)](ApiRequest& req) {
                 const auto& caller = req.signed_in();
                 const auto id = req.id_param();
                 const auto e = cadences.change_enrollment(caller, id, req.id_param("enrollmentId"), change);
                 return json_response(200, enrollment_json(e, cadences.get(caller, id)));
               }, http::BodyKind::kAny);
  }

  router.add("GET", "/api/v1/emojis", Access::kSignedIn, [&emojis](ApiRequest& req) {
    return json_response(200, {{"emojis", emojis.get(req.signed_in())}});
  });
  router.add("PUT", "/api/v1/emojis", Access::kAdmin, [&emojis](ApiRequest& req) {
    const auto list = optional_string_list(parse_json_object(req), "emojis");
    return json_response(200, {{"emojis", emojis.save(req.signed_in(), list.value_or(std::vector<std::string>{}))}});
  });

  // The unsubscribe page's button (/unsubscribe?token=…), and the one-click POST of mail clients (RFC 8058).
  router.add("POST", "/api/v1/unsubscribe", Access::kPublic, [&unsubscribes](ApiRequest& req) {
    return json_response(200, {{"email", unsubscribes.unsubscribe(req.query_value("token").value_or(""))}});
  }, http::BodyKind::kAny);
}

}  // namespace dialer::api
