#include <doctest/doctest.h>

#include "auth/attempt_throttle.hpp"

using dialer::auth::AttemptThrottle;
using namespace std::chrono_literals;

TEST_CASE("the throttle allows up to the limit in the window, then says how long to wait") {
  dialer::ManualClock clock(dialer::Clock::time_point{} + 1000s);
  AttemptThrottle throttle(3, 60s, clock);
  for (int i = 0; i < 3; ++i) {
    CHECK(throttle.retry_after_seconds("k") == 0);
    throttle.record_failure("k");
    clock.advance(1s);
  }
  CHECK(throttle.retry_after_seconds("k") == 57);  // at t0+3; the first failure leaves the window at t0+60
  CHECK(throttle.retry_after_seconds("other") == 0);
  clock.advance(57s);
  CHECK(throttle.retry_after_seconds("k") == 0);
  clock.advance(1s);
  throttle.record_failure("k");
  CHECK(throttle.retry_after_seconds("k") == 0);  // at t0+61, t0 and t0+1 have left: t0+2, t0+61 remain
  throttle.record_failure("k");
  CHECK(throttle.retry_after_seconds("k") == 1);  // three again; t0+2 leaves at t0+62
  throttle.clear("k");
  CHECK(throttle.retry_after_seconds("k") == 0);
}
