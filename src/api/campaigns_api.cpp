#include "api/campaigns_api.hpp"

#include "api/json_io.hpp"
#include "api/query_params.hpp"
#include "dialer/iso_time.hpp"
#include "domain/campaign_eligibility.hpp"
#include "domain/campaign_settings.hpp"
#include "http/api_error.hpp"
#include "domain/campaigns.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

json campaign_json(const model::Campaign& c) {
  json out = domain::campaign_settings_json(c.settings);
  out["id"] = c.id;
  out["name"] = c.name;
  out["status"] = model::to_text(c.status);
  out["listIds"] = c.list_ids;
  out["agentIds"] = c.agent_ids;
  json missing = json::array();
  for (const auto& [field, sentence] : domain::CampaignService::missing_for_activation(c)) {
    missing.push_back({{"field", field}, {"message", sentence}});
  }
  out["missingForActivation"] = missing;
  out["createdAt"] = c.created_at;
  out["updatedAt"] = c.updated_at;
  return out;
}

json eligibility_json(const domain::Eligibility& e) {
  json out = {{"leadId", e.lead_id}, {"leadName", e.lead_name}, {"reason", e.reason}, {"message", e.message}};
  if (e.time) {
    json local = json::array();
    for (const auto& zone : e.time->check.local_times) {
      local.push_back({{"zone", zone.zone}, {"localTime", zone.local.empty() ? json(nullptr) : json(zone.local)}});
    }
    out["localTimes"] = local;
    out["opensAt"] = e.time->check.opens_at ? json(iso8601_utc(*e.time->check.opens_at)) : json(nullptr);
  }
  if (e.retry_at) out["retryAt"] = iso8601_utc(*e.retry_at);
  out["callerId"] = e.caller_id.empty() ? json(nullptr) : json(e.caller_id);
  return out;
}

}  // namespace

void register_campaign_routes(http::Router& router, domain::CampaignService& campaigns,
                              domain::CampaignEligibility& eligibility) {
  using http::Access;
  using http::ApiRequest;
  router.add("GET", "/api/v1/campaigns", Access::kAdmin, [&campaigns](ApiRequest& req) {
    json list = json::array();
    for (const auto& c : campaigns.list(req.signed_in())) list.push_back(campaign_json(c));
    return json_response(200, list);
  });
  router.add("POST", "/api/v1/campaigns", Access::kAdmin, [&campaigns](ApiRequest& req) {
    const auto body = parse_json_object(req);
    const auto caller = req.signed_in();
    // The other fields of the body, when it has them, are the campaign's first settings.
    auto settings = body;
    settings.erase("name");
    return json_response(201, campaign_json(campaigns.create(caller, string_field(body, "name"), settings)));
  });
  router.add("GET", "/api/v1/campaigns/{id}", Access::kAdmin, [&campaigns](ApiRequest& req) {
    return json_response(200, campaign_json(campaigns.get(req.signed_in(), req.id_param())));
  });
  router.add("PUT", "/api/v1/campaigns/{id}", Access::kAdmin, [&campaigns](ApiRequest& req) {
    const auto id = req.id_param();
    return json_response(200, campaign_json(campaigns.update(req.signed_in(), id, parse_json_object(req))));
  });
  for (const char* action : {"activate", "pause", "archive"}) {
    router.add("POST", std::string("/api/v1/campaigns/{id}/") + action, Access::kAdmin, [&campaigns, action](ApiRequest& req) {
      return json_response(200, campaign_json(campaigns.change_status(req.signed_in(), req.id_param(), action)));
    }, http::BodyKind::kAny);
  }
  // ?leadId=, or ?phone=: the first rule the lead fails now, or "eligible".
  router.add("GET", "/api/v1/campaigns/{id}/eligibility", Access::kAdmin, [&eligibility](ApiRequest& req) {
    const auto id = req.id_param();
    const auto caller = req.signed_in();
    if (const auto phone = req.query_value("phone"); phone && !phone->empty()) {
      return json_response(200, eligibility_json(eligibility.for_phone(caller, id, *phone)));
    }
    const auto lead = integer_query(req, "leadId", 0, 1, INT64_MAX, "leadId must be a lead's id");
    if (lead == 0) {
      throw ApiError::bad_request("validation_error", "Name the lead: leadId or phone", {{"leadId", "required"}});
    }
    return json_response(200, eligibility_json(eligibility.for_lead(caller, id, lead)));
  });
}

}  // namespace dialer::api
