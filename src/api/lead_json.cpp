#include "api/lead_json.hpp"

#include "api/json_text.hpp"

namespace dialer::api {

namespace {

void append_text(std::string& out, const char* name, const std::string& value) {
  append_json_name(out, name);
  append_json_string(out, value);
  out += ',';
}

// The fields before doNotCall, each followed by its comma.
void append_before_flag(std::string& out, const model::Lead& lead) {
  const auto& f = lead.fields;
  out += "{\"id\":";
  append_json_number(out, lead.id);
  out += ',';
  append_text(out, "name", f.name);
  append_text(out, "firstName", f.first_name);
  append_text(out, "lastName", f.last_name);
  append_text(out, "email", f.email);
  append_text(out, "phone", f.phone);
  if (f.phone_e164.empty()) {
    out += "\"phoneE164\":null,";
  } else {
    append_text(out, "phoneE164", f.phone_e164);
  }
}

// The fields after it, and the closing brace.
void append_after_flag(std::string& out, const model::Lead& lead) {
  const auto& f = lead.fields;
  append_text(out, "company", f.company);
  append_text(out, "state", f.state);
  append_text(out, "postalCode", f.postal_code);
  append_text(out, "timezone", f.timezone);
  append_text(out, "status", f.status);
  append_text(out, "notes", f.notes);
  append_json_name(out, "listId");
  if (f.list_id) {
    append_json_number(out, *f.list_id);
  } else {
    out += "null";
  }
  out += ',';
  append_text(out, "list_name", lead.list_name);
  append_text(out, "source", f.source);
  append_text(out, "createdAt", lead.created_at);
  append_json_name(out, "updatedAt");
  append_json_string(out, lead.updated_at);
  out += '}';
}

void append_flag(std::string& out, bool on_dnc) { out += on_dnc ? "\"doNotCall\":true," : "\"doNotCall\":false,"; }

}  // namespace

void append_lead_json(std::string& out, const model::Lead& lead, bool on_dnc) {
  append_before_flag(out, lead);
  append_flag(out, on_dnc);
  append_after_flag(out, lead);
}

std::string lead_json_without_flag(const model::Lead& lead) {
  std::string text = lead.fields.phone_e164;
  text.reserve(512);
  text += '\n';
  append_before_flag(text, lead);
  text += '\n';
  append_after_flag(text, lead);
  return text;
}

LeadJsonParts lead_json_parts(std::string_view text) {
  const auto first = text.find('\n');
  const auto second = text.find('\n', first + 1);
  return {text.substr(0, first), text.substr(first + 1, second - first - 1), text.substr(second + 1)};
}

void append_lead_json(std::string& out, const LeadJsonParts& parts, bool on_dnc) {
  out += parts.before_flag;
  append_flag(out, on_dnc);
  out += parts.after_flag;
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
