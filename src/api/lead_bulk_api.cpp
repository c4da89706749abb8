#include "api/lead_bulk_api.hpp"

#include "api/json_io.hpp"
#include "domain/lead_bulk_actions.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

using http::Access;
using http::ApiRequest;

json job_json(const model::LeadBulkJob& job) {
  json out = {{"id", job.id},
              {"action", job.action},
              {"selection", json::parse(job.selection)},
              {"state", job.state},
              {"total", job.total ? json(*job.total) : json(nullptr)},
              {"processed", job.processed},
              {"changed", job.changed},
              {"error", job.error ? json(*job.error) : json(nullptr)},
              {"createdAt", job.created_at},
              {"finishedAt", job.finished_at ? json(*job.finished_at) : json(nullptr)},
              {"createdBy", job.user_id ? json{{"id", *job.user_id}, {"name", job.user_name}} : json(nullptr)}};
  if (job.action == "set_status") out["status"] = job.status.value_or("");
  if (job.action == "move_to_list") out["listId"] = job.list_id ? json(*job.list_id) : json(nullptr);
  if (job.action == "add_to_dnc") {
    out["dncAdditionId"] = job.dnc_addition_id ? json(*job.dnc_addition_id) : json(nullptr);
  }
  if (job.action == "enroll_in_cadence") out["cadenceId"] = job.cadence_id ? json(*job.cadence_id) : json(nullptr);
  return out;
}

// {"action", "status" | "listId", and "ids": [...] or "filter": {"search", "status", "listId"}}.
domain::LeadBulkRequest bulk_request(const json& body) {
  domain::LeadBulkRequest request;
  request.action = string_field(body, "action");
  request.status = optional_string(body, "status");
  if (const auto cadence = optional_integer(body, "cadenceId")) request.cadence_id = *cadence;
  if (body.contains("listId")) {
    const auto id = optional_integer(body, "listId");
    request.list_id = id && *id > 0 ? std::optional<std::int64_t>(*id) : std::nullopt;
  }
  request.ids = id_list_field(body, "ids");
  if (body.contains("filter") && !body["filter"].is_null()) {
    const json& filter = body["filter"];
    if (!filter.is_object()) {
      throw ApiError::bad_request("invalid_field", "filter must be an object", {{"filter", "must be an object"}});
    }
    if (!request.ids.empty()) {
      throw ApiError::bad_request("validation_error", "Choose the leads by ids or by a filter, not both",
                                  {{"filter", "ids given too"}});
    }
    request.by_filter = true;
    request.search = string_field(filter, "search");
    const auto status = optional_string(filter, "status");
    if (status && !status->empty() && *status != "all") request.filter_status = status;
    if (const auto list = optional_integer(filter, "listId"); list && *list >= 0) request.filter_list_id = *list;
  }
  return request;
}

}  // namespace

void register_lead_bulk_routes(http::Router& router, domain::LeadBulkActions& actions) {
  router.add("POST", "/api/v1/leads/bulk", Access::kAdmin, [&actions](ApiRequest& req) {
    return json_response(202, job_json(actions.start(req.signed_in(), bulk_request(parse_json_object(req)))));
  });
  router.add("GET", "/api/v1/leads/bulk", Access::kAdmin, [&actions](ApiRequest& req) {
    json items = json::array();
    for (const auto& job : actions.recent(req.signed_in(), 20)) items.push_back(job_json(job));
    return json_response(200, {{"jobs", items}});
  });
  router.add("GET", "/api/v1/leads/bulk/{id}", Access::kAdmin, [&actions](ApiRequest& req) {
    return json_response(200, job_json(actions.get(req.signed_in(), req.id_param())));
  });
}

}  // namespace dialer::api
