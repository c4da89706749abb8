#include "api/lead_json.hpp"

namespace dialer::api {

json lead_json(const model::Lead& lead, bool on_dnc) {
  const auto& f = lead.fields;
  return {{"id", lead.id},
          {"name", f.name},
          {"firstName", f.first_name},
          {"lastName", f.last_name},
          {"email", f.email},
          {"phone", f.phone},
          {"phoneE164", f.phone_e164.empty() ? json(nullptr) : json(f.phone_e164)},
          {"doNotCall", on_dnc},
          {"company", f.company},
          {"state", f.state},
          {"postalCode", f.postal_code},
          {"timezone", f.timezone},
          {"status", f.status},
          {"notes", f.notes},
          {"listId", f.list_id ? json(*f.list_id) : json(nullptr)},
          {"list_name", lead.list_name},
          {"source", f.source},
          {"createdAt", lead.created_at},
          {"updatedAt", lead.updated_at}};
}

domain::LeadInput lead_input(const json& body) {
  domain::LeadInput in;
  in.name = optional_string(body, "name");
  in.first_name = optional_string(body, "firstName");
  in.last_name = optional_string(body, "lastName");
  in.email = optional_string(body, "email");
  in.phone = optional_string(body, "phone");
  in.company = optional_string(body, "company");
  in.state = optional_string(body, "state");
  in.postal_code = optional_string(body, "postalCode");
  in.timezone = optional_string(body, "timezone");
  in.status = optional_string(body, "status");
  in.notes = optional_string(body, "notes");
  if (body.contains("listId")) {
    const auto id = optional_integer(body, "listId");
    in.list_id = id && *id > 0 ? std::optional<std::int64_t>(*id) : std::nullopt;
  }
  return in;
}

}  // namespace dialer::api
