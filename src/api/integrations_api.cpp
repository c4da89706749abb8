#include "api/integrations_api.hpp"

#include "api/json_io.hpp"
#include "api/query_params.hpp"
#include "domain/gohighlevel.hpp"
#include "domain/integration_log.hpp"
#include "domain/secret_mask.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

// The key itself never leaves the server: the answer carries its mask.
json integration_json(const model::Integration& r) {
  return {{"type", r.type},
          {"config",
           {{"apiKey", domain::mask_secret(r.api_key)},
            {"locationId", r.location_id},
            {"enabled", r.enabled},
            {"syncLeads", r.sync_leads},
            {"syncContacts", r.sync_contacts},
            {"autoCreateCampaigns", r.auto_create_campaigns}}},
          {"status", r.status},
          {"lastSyncAt", optional_text(r.last_sync_at)},
          {"lastError", optional_text(r.last_error)},
          {"hasApiKey", !r.api_key.empty()}};
}

json log_json(const model::IntegrationLogLine& e) {
  return {{"id", e.id},
          {"timestamp", e.created_at},
          {"integration", e.integration},
          {"action", e.action},
          {"status", e.status},
          {"message", e.message}};
}

}  // namespace

void register_integration_routes(http::Router& router, domain::GoHighLevelService& gohighlevel,
                                 domain::IntegrationLog& log) {
  using http::Access;
  using http::ApiRequest;
  router.add("GET", "/api/v1/integrations", Access::kAdmin, [&gohighlevel](ApiRequest& req) {
    return json_response(200, json::array({integration_json(gohighlevel.settings(req.signed_in()))}));
  });
  router.add("POST", "/api/v1/integrations/gohighlevel", Access::kAdmin, [&gohighlevel](ApiRequest& req) {
    const auto body = parse_json_object(req);
    // The spec calls the payload a "config body": the fields are read at the top level or under "config".
    const json& config = body.contains("config") && body["config"].is_object() ? body["config"] : body;
    domain::GoHighLevelSettingsInput in;
    in.api_key = optional_string(config, "apiKey");
    in.location_id = optional_string(config, "locationId");
    in.enabled = optional_bool(config, "enabled");
    in.sync_leads = optional_bool(config, "syncLeads");
    in.sync_contacts = optional_bool(config, "syncContacts");
    in.auto_create_campaigns = optional_bool(config, "autoCreateCampaigns");
    return json_response(200, integration_json(gohighlevel.save(req.signed_in(), in)));
  });
  router.add("POST", "/api/v1/integrations/gohighlevel/test", Access::kAdmin, [&gohighlevel](ApiRequest& req) {
    const auto body = parse_json_object(req);
    const auto name =
        gohighlevel.test(req.signed_in(), optional_string(body, "apiKey"), optional_string(body, "locationId"));
    return json_response(200, {{"ok", true}, {"locationName", name}});
  });
  router.add("POST", "/api/v1/integrations/gohighlevel/sync", Access::kAdmin, [&gohighlevel](ApiRequest& req) {
    const auto result = gohighlevel.sync(req.signed_in().organization_id, "manual");
    return json_response(200, {{"created", result.created},
                               {"updated", result.updated},
                               {"skipped", result.skipped},
                               {"pages", result.pages},
                               {"lastSyncAt", result.finished_at}});
  });
  router.add("GET", "/api/v1/integration-logs", Access::kAdmin, [&log](ApiRequest& req) {
    const auto limit = integer_query(req, "limit", 50, 1, 200, "limit must be between 1 and 200");
    const auto before_id = integer_query(req, "before", 0, 1, INT64_MAX, "before must be a log entry id");
    const auto entries = log.list(req.signed_in(), static_cast<int>(limit),
                                  before_id > 0 ? std::optional<std::int64_t>(before_id) : std::nullopt);
    json out = json::array();
    for (const auto& e : entries) out.push_back(log_json(e));
    return json_response(200, out);
  });
}

}  // namespace dialer::api
