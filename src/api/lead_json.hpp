#pragma once
// A lead as the API shows it and as a client sends it (the leads API and the inbound webhooks).
#include <string>
#include <string_view>

#include "api/json_io.hpp"
#include "model/lead.hpp"
#include "domain/leads.hpp"

namespace dialer::api {

// on_dnc: its dialable phone is on the organization's do-not-call list. Written straight into `out` (a page of
// leads), or as a JSON value (one lead inside another answer).
void append_lead_json(std::string& out, const model::Lead& lead, bool on_dnc);
json lead_json(const model::Lead& lead, bool on_dnc);

// The same JSON without its doNotCall, which the do-not-call list decides rather than the lead's row (a page's
// leads are kept as this, db/lead_text_cache.hpp): the phone it is decided by, then the JSON before and after the
// flag, a newline apart (JSON text holds no raw newline).
std::string lead_json_without_flag(const model::Lead& lead);
struct LeadJsonParts {
  std::string_view phone_e164;
  std::string_view before_flag;
  std::string_view after_flag;
};
LeadJsonParts lead_json_parts(std::string_view text);
void append_lead_json(std::string& out, const LeadJsonParts& parts, bool on_dnc);
// Fields the body has; a field of the wrong type → 400 naming it.
domain::LeadInput lead_input(const json& body);

}  // namespace dialer::api
