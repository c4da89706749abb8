#include "api/hopper_api.hpp"

#include <algorithm>
#include <climits>

#include "api/json_io.hpp"
#include "domain/hopper.hpp"
#include "http/api_error.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

using http::Access;
using http::ApiRequest;

json entry_json(const model::HopperEntry& e) {
  return {{"leadId", e.lead_id},
          {"leadName", e.lead_name},
          {"phone", e.phone},
          {"state", e.state},
          {"timezone", e.timezone},
          {"priority", e.priority},
          {"source", e.source},
          {"addedAt", e.added_at},
          {"claimedBy", e.claimed_by ? json(*e.claimed_by) : json(nullptr)},
          {"claimedAt", e.claimed_at.empty() ? json(nullptr) : json(e.claimed_at)}};
}

int priority_field(const json& body, int fallback) {
  const auto it = body.find("priority");
  if (it == body.end() || it->is_null()) return fallback;
  if (!it->is_number_integer()) {
    throw ApiError::bad_request("validation_error", "Priority must be between -99 and 99", {{"priority", "not a number"}});
  }
  const auto value = it->get<long long>();
  return static_cast<int>(std::clamp(value, static_cast<long long>(INT_MIN / 2), static_cast<long long>(INT_MAX / 2)));
}

}  // namespace

void register_hopper_routes(http::Router& router, domain::Hopper& hopper) {
  router.add("GET", "/api/v1/campaigns/{id}/hopper", Access::kAdmin, [&hopper](ApiRequest& req) {
    json items = json::array();
    for (const auto& e : hopper.entries(req.signed_in(), req.id_param())) items.push_back(entry_json(e));
    const auto level = hopper.level_of(req.signed_in(), req.id_param());
    return json_response(200, {{"entries", items},
                               {"level", {{"leads", level.leads},
                                          {"automatic", level.automatic},
                                          {"agentsAtWork", level.agents_at_work},
                                          {"linesPerAgent", level.lines}}}});
  });
  router.add("POST", "/api/v1/campaigns/{id}/hopper", Access::kAdmin, [&hopper](ApiRequest& req) {
    const auto id = req.id_param();
    const auto body = parse_json_object(req);
    const auto lead = body.find("leadId");
    if (lead == body.end() || !lead->is_number_integer()) {
      throw ApiError::bad_request("validation_error", "Choose the lead to push", {{"leadId", "required"}});
    }
    return json_response(
        201, entry_json(hopper.push(req.signed_in(), id, lead->get<std::int64_t>(),
                                    priority_field(body, domain::Hopper::kUrgentPriority))));
  });
  router.add("DELETE", "/api/v1/campaigns/{id}/hopper", Access::kAdmin, [&hopper](ApiRequest& req) {
    return json_response(200, {{"removed", hopper.clear(req.signed_in(), req.id_param())}});
  });
  // Before /hopper/{leadId}: "claim" and "refill" are not leads.
  router.add(
      "POST", "/api/v1/campaigns/{id}/hopper/refill", Access::kAdmin,
      [&hopper](ApiRequest& req) {
        const auto refill = hopper.refill_now(req.signed_in(), req.id_param());
        return json_response(200, {{"added", refill.added}, {"waiting", refill.waiting}});
      },
      http::BodyKind::kAny);
  router.add(
      "POST", "/api/v1/campaigns/{id}/hopper/claim", Access::kSignedIn,
      [&hopper](ApiRequest& req) {
        const auto claimed = hopper.claim(req.signed_in(), req.id_param());
        if (!claimed) throw ApiError(404, "hopper_empty", "No lead in the hopper can be called now");
        return json_response(200, entry_json(*claimed));
      },
      http::BodyKind::kAny);
  router.add("PUT", "/api/v1/campaigns/{id}/hopper/{leadId}", Access::kAdmin, [&hopper](ApiRequest& req) {
    const auto id = req.id_param();
    const auto lead = req.id_param("leadId");
    const auto body = parse_json_object(req);
    if (!body.contains("priority")) {
      throw ApiError::bad_request("validation_error", "Priority must be between -99 and 99", {{"priority", "required"}});
    }
    return json_response(200, entry_json(hopper.set_priority(req.signed_in(), id, lead, priority_field(body, 0))));
  });
  router.add("DELETE", "/api/v1/campaigns/{id}/hopper/{leadId}", Access::kAdmin, [&hopper](ApiRequest& req) {
    hopper.remove(req.signed_in(), req.id_param(), req.id_param("leadId"));
    return no_content();
  });
}

}  // namespace dialer::api
