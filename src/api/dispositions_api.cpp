#include "api/dispositions_api.hpp"

#include <algorithm>

#include "api/json_io.hpp"
#include "domain/dispositions.hpp"
#include "http/api_error.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

using http::Access;
using http::ApiRequest;

json disposition_json(const model::Disposition& d) {
  const auto& f = d.fields;
  return {{"id", d.id},
          {"code", d.code},
          {"label", f.label},
          {"emoji", f.emoji},
          {"hotkey", f.hotkey},
          {"leadStatus", f.lead_status ? json(*f.lead_status) : json(nullptr)},
          {"contact", f.contact},
          {"conversion", f.conversion},
          {"callback", f.callback},
          {"doNotCall", f.do_not_call},
          {"final", f.final},
          {"machine", f.machine},
          {"system", d.system},
          {"position", f.position},
          {"active", f.active},
          {"createdAt", d.created_at},
          {"updatedAt", d.updated_at}};
}

domain::DispositionInput disposition_input(const json& body) {
  domain::DispositionInput in;
  in.label = optional_string(body, "label");
  in.emoji = optional_string(body, "emoji");
  in.hotkey = optional_string(body, "hotkey");
  if (const auto status = body.find("leadStatus"); status != body.end()) {
    if (status->is_null()) {
      in.lead_status = std::optional<std::string>();
    } else if (status->is_string()) {
      in.lead_status = status->get<std::string>();
    } else {
      throw ApiError::bad_request("invalid_field", "leadStatus must be a status or null", {{"leadStatus", "must be a string"}});
    }
  }
  in.contact = optional_bool(body, "contact");
  in.conversion = optional_bool(body, "conversion");
  in.callback = optional_bool(body, "callback");
  in.do_not_call = optional_bool(body, "doNotCall");
  in.final = optional_bool(body, "final");
  in.machine = optional_bool(body, "machine");
  if (const auto position = optional_integer(body, "position")) in.position = static_cast<int>(std::clamp(*position, -1LL, 1001LL));
  in.active = optional_bool(body, "active");
  return in;
}

}  // namespace

void register_disposition_routes(http::Router& router, domain::DispositionService& dispositions) {
  router.add("GET", "/api/v1/dispositions", Access::kSignedIn, [&dispositions](ApiRequest& req) {
    json items = json::array();
    for (const auto& d : dispositions.list(req.signed_in())) items.push_back(disposition_json(d));
    return json_response(200, {{"dispositions", items}});
  });
  router.add("POST", "/api/v1/dispositions", Access::kAdmin, [&dispositions](ApiRequest& req) {
    return json_response(201, disposition_json(dispositions.create(req.signed_in(), disposition_input(parse_json_object(req)))));
  });
  router.add("PUT", "/api/v1/dispositions/{id}", Access::kAdmin, [&dispositions](ApiRequest& req) {
    const auto id = req.id_param();
    return json_response(200, disposition_json(dispositions.update(req.signed_in(), id, disposition_input(parse_json_object(req)))));
  });
  router.add("DELETE", "/api/v1/dispositions/{id}", Access::kAdmin, [&dispositions](ApiRequest& req) {
    return json_response(200, disposition_json(dispositions.archive(req.signed_in(), req.id_param())));
  });
}

}  // namespace dialer::api
