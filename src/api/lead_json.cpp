#include "api/lead_json.hpp"

#include "api/json_text.hpp"

namespace dialer::api {

void append_lead_json(std::string& out, const model::Lead& lead, bool on_dnc) {
  const auto& f = lead.fields;
  const auto text = [&](const char* name, const std::string& value) {
    append_json_name(out, name);
    append_json_string(out, value);
    out += ',';
  };
  out += "{\"id\":";
  append_json_number(out, lead.id);
  out += ',';
  text("name", f.name);
  text("firstName", f.first_name);
  text("lastName", f.last_name);
  text("email", f.email);
  text("phone", f.phone);
  if (f.phone_e164.empty()) {
    out += "\"phoneE164\":null,";
  } else {
    text("phoneE164", f.phone_e164);
  }
  out += on_dnc ? "\"doNotCall\":true," : "\"doNotCall\":false,";
  text("company", f.company);
  text("state", f.state);
  text("postalCode", f.postal_code);
  text("timezone", f.timezone);
  text("status", f.status);
  text("notes", f.notes);
  append_json_name(out, "listId");
  if (f.list_id) {
    append_json_number(out, *f.list_id);
  } else {
    out += "null";
  }
  out += ',';
  text("list_name", lead.list_name);
  text("source", f.source);
  text("createdAt", lead.created_at);
  append_json_name(out, "updatedAt");
  append_json_string(out, lead.updated_at);
  out += '}';
}

json lead_json(const model::Lead& lead, bool on_dnc) {
  std::string text;
  append_lead_json(text, lead, on_dnc);
  return json::parse(text);
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
