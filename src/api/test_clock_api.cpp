#include "api/test_clock_api.hpp"

#include <chrono>
#include <memory>
#include <mutex>

#include "api/json_io.hpp"
#include "dialer/clock.hpp"
#include "dialer/iso_time.hpp"
#include "http/api_error.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

constexpr long long kLongestAdvance = 400LL * 24 * 3600;

// The clock is the whole server's, not one organization's: only an account owner may move it.
void check_superadmin(const http::ApiRequest& req) {
  if (req.signed_in().role != auth::Role::kSuperadmin) {
    throw ApiError(403, "forbidden", "Only a superadmin can move the test clock");
  }
}

ApiError invalid(const std::string& field, const std::string& message) {
  return ApiError::bad_request("validation_error", message, {{field, message}});
}

json now_json(const ManualClock& clock) { return {{"now", iso8601_utc(clock.now())}}; }

}  // namespace

void register_test_clock_routes(http::Router& router, ManualClock& clock) {
  using http::Access;
  using http::ApiRequest;
  router.add("GET", "/api/v1/test-clock", Access::kAdmin, [&clock](ApiRequest& req) {
    check_superadmin(req);
    return json_response(200, now_json(clock));
  });
  // Two moves at once must not take the clock back: each checks against the time the other left.
  auto moving = std::make_shared<std::mutex>();
  router.add("POST", "/api/v1/test-clock", Access::kAdmin, [&clock, moving](ApiRequest& req) {
    check_superadmin(req);
    const auto body = parse_json_object(req);
    const auto advance = optional_integer(body, "advanceSeconds");
    const auto set = optional_string(body, "set");
    if (advance.has_value() == set.has_value()) {
      throw ApiError::bad_request("validation_error", "Give either advanceSeconds or set");
    }
    std::lock_guard lock(*moving);
    if (advance) {
      if (*advance < 1 || *advance > kLongestAdvance) {
        throw invalid("advanceSeconds", "advanceSeconds must be from 1 to " + std::to_string(kLongestAdvance) + " (400 days)");
      }
      clock.advance(std::chrono::seconds(*advance));
    } else {
      const auto at = parse_iso8601(*set);
      if (!at) throw invalid("set", "set must be an ISO 8601 time with its offset, such as 2026-11-23T15:00:00Z");
      if (*at < clock.now()) {
        throw invalid("set", "The test clock does not go back: set must not be earlier than " + iso8601_utc(clock.now()));
      }
      clock.set(*at);
    }
    return json_response(200, now_json(clock));
  });
}

}  // namespace dialer::api
