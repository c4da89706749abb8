#pragma once
// Who hears that a user signed out (AccountService::listen), through this named interface rather than a callback
// the application sets: an agent at work stops being ready (domain/agent_states.hpp).
#include "auth/caller.hpp"

namespace dialer::domain {

class SignOutListener {
 public:
  virtual ~SignOutListener() = default;
  // After the session is gone.
  virtual void signed_out(const auth::Caller& caller) = 0;
};

}  // namespace dialer::domain
