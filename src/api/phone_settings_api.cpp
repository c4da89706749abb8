#include "api/phone_settings_api.hpp"

#include "api/json_io.hpp"
#include "domain/leads.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

using http::Access;
using http::ApiRequest;

json settings_json(domain::LeadService& leads, const auth::Caller& caller) {
  return {{"defaultCountry", leads.phone_region(caller)}, {"countries", domain::LeadService::phone_regions()}};
}

}  // namespace

void register_phone_settings_routes(http::Router& router, domain::LeadService& leads) {
  router.add("GET", "/api/v1/settings/phone", Access::kAdmin,
             [&leads](ApiRequest& req) { return json_response(200, settings_json(leads, req.signed_in())); });
  router.add("PUT", "/api/v1/settings/phone", Access::kAdmin, [&leads](ApiRequest& req) {
    const auto body = parse_json_object(req);
    const auto caller = req.signed_in();
    leads.set_phone_region(caller, string_field(body, "defaultCountry"));
    return json_response(200, settings_json(leads, caller));
  });
}

}  // namespace dialer::api
