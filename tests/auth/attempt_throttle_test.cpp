#include <doctest/doctest.h>

#include "auth/attempt_throttle.hpp"

using dialer::auth::AttemptThrottle;
using namespace std::chrono_literals;

TEST_CASE("the throttle allows up to the limit in the window, then says how long to wait") {
  AttemptThrottle throttle(3, 60s);
  const auto t0 = AttemptThrottle::Clock::time_point{} + 1000s;
  for (int i = 0; i < 3; ++i) {
    CHECK(throttle.retry_after_seconds("k", t0 + std::chrono::seconds(i)) == 0);
    throttle.record_failure("k", t0 + std::chrono::seconds(i));
  }
  CHECK(throttle.retry_after_seconds("k", t0 + 3s) == 57);  // the first failure leaves the window at t0+60
  CHECK(throttle.retry_after_seconds("other", t0 + 3s) == 0);
  CHECK(throttle.retry_after_seconds("k", t0 + 60s) == 0);
  throttle.record_failure("k", t0 + 61s);
  CHECK(throttle.retry_after_seconds("k", t0 + 61s) == 0);  // t0 and t0+1 have left: t0+2, t0+61 remain
  throttle.record_failure("k", t0 + 61s);
  CHECK(throttle.retry_after_seconds("k", t0 + 61s) == 1);  // three again; t0+2 leaves at t0+62
  throttle.clear("k");
  CHECK(throttle.retry_after_seconds("k", t0 + 61s) == 0);
}
