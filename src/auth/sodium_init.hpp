#pragma once
#include <sodium.h>

#include <stdexcept>

namespace dialer::auth {

// libsodium must be initialised once before use; sodium_init is itself thread-safe and idempotent.
inline void ensure_sodium() {
  static const bool ready = sodium_init() >= 0;
  if (!ready) throw std::runtime_error("libsodium could not be initialised");
}

}  // namespace dialer::auth
