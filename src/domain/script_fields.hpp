#pragma once
// A campaign's script with the lead's fields filled in (docs/dialer.md, "Working leads"): `{{firstName}}`,
// `{{lastName}}`, `{{name}}`, `{{company}}`, `{{email}}`, `{{phone}}`, `{{state}}`, `{{postalCode}}`,
// `{{agentName}}`, `{{campaignName}}`; spaces inside the braces are allowed. A field the lead has empty reads as
// nothing; a name the product does not know is left as written, so the admin sees the mistake.
#include <string>

#include "model/lead.hpp"

namespace dialer::domain {

struct ScriptContext {
  const model::Lead& lead;
  std::string agent_name;
  std::string campaign_name;
};

std::string fill_script(const std::string& script, const ScriptContext& context);

}  // namespace dialer::domain
