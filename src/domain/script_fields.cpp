#include "domain/script_fields.hpp"
#include "domain/text_rules.hpp"

#include <optional>
#include <string_view>

namespace dialer::domain {
namespace {

std::optional<std::string> field_value(std::string_view name, const ScriptContext& c) {
  const auto& f = c.lead.fields;
  if (name == "firstName") return f.first_name;
  if (name == "lastName") return f.last_name;
  if (name == "name") return f.name;
  if (name == "company") return f.company;
  if (name == "email") return f.email;
  if (name == "phone") return f.phone;
  if (name == "state") return f.state;
  if (name == "postalCode") return f.postal_code;
  if (name == "agentName") return c.agent_name;
  if (name == "campaignName") return c.campaign_name;
  return std::nullopt;
}

}  // namespace

std::string fill_script(const std::string& script, const ScriptContext& context) {
  std::string out;
  out.reserve(script.size());
  std::size_t at = 0;
  while (at < script.size()) {
    const auto open = script.find("{{", at);
    if (open == std::string::npos) break;
    const auto close = script.find("}}", open + 2);
    if (close == std::string::npos) break;
    out.append(script, at, open - at);
    const auto value = field_value(trim(std::string_view(script).substr(open + 2, close - open - 2)), context);
    if (value) {
      out += *value;
    } else {
      out.append(script, open, close + 2 - open);
    }
    at = close + 2;
  }
  out.append(script, at, std::string::npos);
  return out;
}

}  // namespace dialer::domain
