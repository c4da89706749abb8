#pragma once
// For service-level tests: the HTTP status an action's ApiError carries, or 200 when it throws none.
#include <functional>

#include "dialer/api_error.hpp"

namespace test {

inline int status_of(const std::function<void()>& action) {
  try {
    action();
  } catch (const dialer::ApiError& e) {
    return e.status();
  }
  return 200;
}

}  // namespace test
