#pragma once
// A test server that reads time only from a ManualClock, frozen at a start the test picks and moved by hand.
// The clock outlives the server.
#include "dialer/clock.hpp"
#include "support/test_server.hpp"

namespace test {

struct FrozenServer {
  explicit FrozenServer(dialer::Clock::time_point start) : clock(start) {}

  dialer::ManualClock clock;
  TestServer server{[this](dialer::AppConfig& config) { config.clock = &clock; }};
};

}  // namespace test
