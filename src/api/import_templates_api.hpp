#pragma once
// /api/v1/leads/import/templates: the import dialog's saved column mappings.
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class ImportTemplates;
}

namespace dialer::api {

void register_import_template_routes(http::Router& router, domain::ImportTemplates& templates);

}  // namespace dialer::api
