#pragma once
// A reason the program cannot start (port in use, unusable database, …). main prints what() as one line
// and exits non-zero; nothing else is said to the user.
#include <stdexcept>

namespace dialer {

class StartupError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace dialer
