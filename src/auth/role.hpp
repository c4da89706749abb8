#pragma once
#include <optional>
#include <string>
#include <string_view>

namespace dialer::auth {

enum class Role { kAgent, kAdmin, kSuperadmin };

// Roles are compared in lower case: "SuperAdmin" from a form is the superadmin role.
std::optional<Role> parse_role(std::string_view text);
std::string role_name(Role role);  // "agent" | "admin" | "superadmin"

inline bool is_admin(Role role) { return role == Role::kAdmin || role == Role::kSuperadmin; }

}  // namespace dialer::auth
