#pragma once
// A lead as the API shows it and as a client sends it (the leads API and the inbound webhooks).
#include <string>

#include "api/json_io.hpp"
#include "model/lead.hpp"
#include "domain/leads.hpp"

namespace dialer::api {

// on_dnc: its dialable phone is on the organization's do-not-call list. Written straight into `out` (a page of
// leads), or as a JSON value (one lead inside another answer).
void append_lead_json(std::string& out, const model::Lead& lead, bool on_dnc);
json lead_json(const model::Lead& lead, bool on_dnc);
// Fields the body has; a field of the wrong type → 400 naming it.
domain::LeadInput lead_input(const json& body);

}  // namespace dialer::api
