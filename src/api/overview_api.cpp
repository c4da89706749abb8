#include "api/overview_api.hpp"

#include "api/call_report_json.hpp"
#include "api/json_io.hpp"
#include "api/query_params.hpp"
#include "domain/campaign_compliance.hpp"
#include "domain/overview.hpp"
#include "http/api_error.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

json campaign_json(const domain::OverviewCampaign& c) {
  return {{"id", c.id},
          {"name", c.name},
          {"dialMode", c.dial_mode},
          {"dialableLeads", c.dialable},
          {"inHopper", c.in_hopper},
          {"hopperLevel", c.hopper_level}};
}

// Abandoned over answered by a person, the way the 3 % rule counts it; null before anyone answered.
json abandon_json(const domain::AbandonFigures& f) {
  return {{"days", domain::kAbandonRateDays},
          {"abandoned", f.abandoned},
          {"answeredByPerson", f.answered_by_person},
          {"rate", f.answered_by_person == 0
                       ? json(nullptr)
                       : json(static_cast<double>(f.abandoned) / static_cast<double>(f.answered_by_person))},
          {"limit", 0.03}};
}

// Sellers must call with a copy of the national registry at most 31 days old; null: never imported.
json registry_json(const domain::OverviewReport& r) {
  return {{"ageDays", r.registry_import_age_days ? json(*r.registry_import_age_days) : json(nullptr)},
          {"stale", r.registry_import_stale},
          {"maxAgeDays", domain::CampaignCompliance::kRegistryMaxAgeDays}};
}

}  // namespace

void register_overview_routes(http::Router& router, domain::Overview& overview) {
  router.add("GET", "/api/v1/overview", http::Access::kAdmin, [&overview](http::ApiRequest& req) {
    const auto from = instant_query(req, "from");
    const auto to = instant_query(req, "to");
    if (!from || !to) {
      throw ApiError::bad_request("validation_error", "The overview needs from and to",
                                  {{from ? "to" : "from", "Use a time like 2026-11-25T05:00:00Z"}});
    }
    const auto zone = day_zone_query(req);
    const auto report = overview.report(req.signed_in(), *from, *to);
    json campaigns = json::array();
    for (const auto& c : report.campaigns) campaigns.push_back(campaign_json(c));
    std::string more = ",";
    append_series(more, report.previous, zone, "previousHours", "previousDays");
    more += ",\"abandonRate\":" + abandon_json(report.last_30_days).dump();
    more += ",\"agentsByState\":" + json(report.agents_by_state).dump();
    more += ",\"activeCampaigns\":" + campaigns.dump(-1, ' ', false, json::error_handler_t::replace);
    more += ",\"doNotCallRegistry\":" + registry_json(report).dump();
    return report_response(report.range, zone, more);
  });
}

}  // namespace dialer::api
