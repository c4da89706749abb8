#pragma once
// Who is calling: resolved from the bearer token before a protected handler runs. Every query a handler
// makes is scoped to organization_id.
#include <cstdint>

#include "auth/role.hpp"

namespace dialer::auth {

struct Caller {
  std::int64_t user_id = 0;
  std::int64_t organization_id = 0;
  Role role = Role::kAgent;
  std::int64_t session_id = 0;
};

}  // namespace dialer::auth
