#include "api/agents_api.hpp"

#include "api/json_io.hpp"
#include "http/api_error.hpp"
#include "domain/agents.hpp"
#include "domain/text_rules.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

json agent_json(const model::Agent& a) {
  const auto& f = a.fields;
  return {{"id", a.id},
          {"firstName", f.first_name},
          {"lastName", f.last_name},
          {"name", domain::join_name(f.first_name, f.last_name)},
          {"email", f.email},
          {"phone", f.phone},
          {"extension", f.extension},
          {"role", f.role},
          {"status", f.status},
          {"maxConcurrentCalls", f.max_concurrent_calls},
          {"autoAnswer", f.auto_answer},
          {"active", a.active},
          {"campaignIds", a.campaign_ids},
          {"createdAt", a.created_at},
          {"updatedAt", a.updated_at}};
}

// The spec's payload (name, email, phone, role, password; organizationId is ignored) plus the form's
// other fields.
domain::AgentInput agent_input(const json& body) {
  domain::AgentInput in;
  in.name = optional_string(body, "name");
  in.first_name = optional_string(body, "firstName");
  in.last_name = optional_string(body, "lastName");
  in.email = optional_string(body, "email");
  in.phone = optional_string(body, "phone");
  in.extension = optional_string(body, "extension");
  in.role = optional_string(body, "role");
  in.status = optional_string(body, "status");
  in.password = optional_string(body, "password");
  in.max_concurrent_calls = optional_integer(body, "maxConcurrentCalls");
  in.auto_answer = optional_bool(body, "autoAnswer");
  in.active = optional_bool(body, "active");
  return in;
}

}  // namespace

void register_agent_routes(http::Router& router, domain::AgentService& agents) {
  using http::Access;
  using http::ApiRequest;
  const std::string base = "/api/v1/mayor/agents";

  router.add("GET", base, Access::kAdmin, [&agents](ApiRequest& req) {
    const bool include_inactive = req.query_value("showInactive").value_or("") == "true";
    json list = json::array();
    for (const auto& agent : agents.list(req.signed_in(), include_inactive)) list.push_back(agent_json(agent));
    return json_response(200, list);
  });

  router.add("POST", base, Access::kAdmin, [&agents](ApiRequest& req) {
    return json_response(201, agent_json(agents.create(req.signed_in(), agent_input(parse_json_object(req)))));
  });

  router.add("PUT", base + "/{id}", Access::kAdmin, [&agents](ApiRequest& req) {
    const auto id = req.id_param();
    return json_response(200, agent_json(agents.update(req.signed_in(), id, agent_input(parse_json_object(req)))));
  });

  router.add("DELETE", base + "/{id}", Access::kAdmin, [&agents](ApiRequest& req) {
    agents.deactivate(req.signed_in(), req.id_param());
    return no_content();
  });

  router.add("PUT", base + "/{id}/campaigns", Access::kAdmin, [&agents](ApiRequest& req) {
    const auto id = req.id_param();
    const auto body = parse_json_object(req);
    if (!body.contains("campaignIds")) {
      throw ApiError::bad_request("validation_error", "campaignIds is required", {{"campaignIds", "required"}});
    }
    return json_response(200, agent_json(agents.assign_campaigns(req.signed_in(), id, id_list_field(body, "campaignIds"))));
  });

  const auto welcome = [&agents](ApiRequest& req) {
    agents.send_welcome_email(req.signed_in(), req.id_param(), req.origin());
    return json_response(202, {{"status", "queued"}});
  };
  router.add("POST", base + "/{id}/send-welcome-email", Access::kAdmin, welcome);
  router.add("POST", base + "/{id}/resend-welcome-email", Access::kAdmin, welcome);

  router.add("POST", base + "/{id}/send-password-reset", Access::kAdmin, [&agents](ApiRequest& req) {
    const auto reset = agents.send_password_reset(req.signed_in(), req.id_param(), req.origin());
    return json_response(202, {{"status", "queued"}, {"resetLink", reset.link}, {"expiresAt", reset.expires_at}});
  });

  router.add("GET", base + "/{id}/email-history", Access::kAdmin, [&agents](ApiRequest& req) {
    json list = json::array();
    for (const auto& e : agents.email_history(req.signed_in(), req.id_param())) {
      list.push_back({{"id", e.id},
                      {"kind", e.kind},
                      {"subject", e.subject},
                      {"status", e.status},
                      {"createdAt", e.created_at},
                      {"sentAt", e.sent_at ? json(*e.sent_at) : json(nullptr)},
                      {"attempts", e.attempts},
                      {"nextAttemptAt", e.next_attempt_at ? json(*e.next_attempt_at) : json(nullptr)},
                      {"error", e.last_error ? json(*e.last_error) : json(nullptr)}});
    }
    return json_response(200, list);
  });
}

}  // namespace dialer::api
