#include "api/campaign_setup_api.hpp"

#include "api/json_io.hpp"
#include "http/api_error.hpp"
#include "domain/campaign_setup.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

json progress_json(const domain::SetupProgress& progress) {
  json out = json::object();
  for (const auto& [step, completed] : progress) out[step] = completed;
  return out;
}

}  // namespace

void register_campaign_setup_routes(http::Router& router, domain::CampaignSetupService& setup) {
  using http::Access;
  using http::ApiRequest;
  router.add("GET", "/api/v1/campaign-setup/progress", Access::kAdmin,
             [&setup](ApiRequest& req) { return json_response(200, progress_json(setup.progress(req.signed_in()))); });
  router.add("POST", "/api/v1/campaign-setup/progress", Access::kAdmin, [&setup](ApiRequest& req) {
    const auto body = parse_json_object(req);
    const auto completed = optional_bool(body, "completed");
    if (!completed) {
      throw ApiError::bad_request("invalid_field", "completed must be true or false",
                                  {{"completed", "must be true or false"}});
    }
    std::string data = "{}";
    if (const auto it = body.find("data"); it != body.end() && !it->is_null()) {
      if (!it->is_object()) {
        throw ApiError::bad_request("invalid_field", "data must be an object", {{"data", "must be an object"}});
      }
      data = it->dump();
    }
    const auto progress = setup.record(req.signed_in(), string_field(body, "step"), *completed, data);
    return json_response(200, progress_json(progress));
  });
}

}  // namespace dialer::api
