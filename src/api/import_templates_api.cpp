#include "api/import_templates_api.hpp"

#include "api/json_io.hpp"
#include "domain/import_templates.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

using http::Access;
using http::ApiRequest;

json template_json(const domain::ImportTemplate& t) {
  return {{"id", t.id}, {"name", t.name}, {"headerKey", t.header_key}, {"mapping", t.mapping}, {"updatedAt", t.updated_at}};
}

// A list the body must have.
std::vector<std::string> string_list(const json& body, const char* name) {
  auto list = optional_string_list(body, name);
  if (!list) {
    throw ApiError::bad_request("invalid_field", std::string(name) + " must be a list of strings",
                                {{name, "must be a list of strings"}});
  }
  return std::move(*list);
}

}  // namespace

void register_import_template_routes(http::Router& router, domain::ImportTemplates& templates) {
  router.add("GET", "/api/v1/leads/import/templates", Access::kAdmin, [&templates](ApiRequest& req) {
    json items = json::array();
    for (const auto& t : templates.list(req.signed_in())) items.push_back(template_json(t));
    return json_response(200, items);
  });
  router.add("POST", "/api/v1/leads/import/templates", Access::kAdmin, [&templates](ApiRequest& req) {
    const auto body = parse_json_object(req);
    const auto saved = templates.save(req.signed_in(), string_field(body, "name"), string_list(body, "header"),
                                      string_list(body, "mapping"));
    return json_response(201, template_json(saved));
  });
  router.add("DELETE", "/api/v1/leads/import/templates/{id}", Access::kAdmin, [&templates](ApiRequest& req) {
    templates.remove(req.signed_in(), req.id_param());
    return no_content();
  });
}

}  // namespace dialer::api
