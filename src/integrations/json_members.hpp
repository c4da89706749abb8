#pragma once
// Reading an outside service's JSON answer without trusting its shape.
#include <nlohmann/json.hpp>
#include <string>

namespace dialer::integrations {

// The string under `key`, or "" when it is missing or not a string.
inline std::string string_member(const nlohmann::json& object, const char* key) {
  const auto it = object.find(key);
  return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace dialer::integrations
