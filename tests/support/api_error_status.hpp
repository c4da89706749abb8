#pragma once
// For service-level tests: the HTTP status an action's error answers with (through the API's one mapping,
// api/domain_error_mapping.cpp), or 200 when it throws none.
#include <functional>

#include "api/domain_error_mapping.hpp"
#include "http/api_error.hpp"

namespace test {

inline int status_of(const std::function<void()>& action) {
  try {
    action();
  } catch (const dialer::ApiError& e) {
    return e.status();
  } catch (const dialer::domain::DomainError& e) {
    return dialer::api::to_api_error(e).status();
  }
  return 200;
}

}  // namespace test
