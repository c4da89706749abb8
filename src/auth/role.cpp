#include "auth/role.hpp"

#include <algorithm>
#include <cctype>

namespace dialer::auth {

std::optional<Role> parse_role(std::string_view text) {
  std::string lower(text);
  std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
  if (lower == "agent") return Role::kAgent;
  if (lower == "admin") return Role::kAdmin;
  if (lower == "superadmin") return Role::kSuperadmin;
  return std::nullopt;
}

std::string role_name(Role role) {
  switch (role) {
    case Role::kAgent:
      return "agent";
    case Role::kAdmin:
      return "admin";
    case Role::kSuperadmin:
      return "superadmin";
  }
  return "agent";
}

}  // namespace dialer::auth
