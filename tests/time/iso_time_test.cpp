// ISO 8601 instants as the API and --test-clock read them: with an offset always, to the nanosecond at most.
#include <doctest/doctest.h>

#include <chrono>

#include "dialer/iso_time.hpp"

namespace {

using namespace std::chrono;
using namespace std::chrono_literals;

const auto kMonday = sys_days{November / 23 / 2026} + 15h;

}  // namespace

TEST_CASE("iso time: an instant in UTC, with a fraction or an offset, reads as the same instant") {
  CHECK(dialer::parse_iso8601("2026-11-23T15:00:00Z") == kMonday);
  CHECK(dialer::parse_iso8601("2026-11-23T15:00:00.250Z") == kMonday + 250ms);
  CHECK(dialer::parse_iso8601("2026-11-23T10:00:00-05:00") == kMonday);
  CHECK(dialer::parse_iso8601("2026-11-24T00:30:00+09:30") == kMonday);
  CHECK(dialer::parse_iso8601("2028-02-29T00:00:00Z") == sys_days{February / 29 / 2028});
  CHECK(dialer::iso8601_utc(*dialer::parse_iso8601("2026-11-23T10:00:00-05:00")) == "2026-11-23T15:00:00Z");
}

TEST_CASE("iso time: anything but a whole instant with its offset is refused") {
  for (const char* text : {"", "2026-11-23", "2026-11-23T15:00:00", "2026-11-23 15:00:00Z", "2026-11-23T15:00Z",
                           "2026-02-29T00:00:00Z", "2026-13-01T00:00:00Z", "2026-11-31T00:00:00Z", "2026-11-23T24:00:00Z",
                           "2026-11-23T15:60:00Z", "2026-11-23T15:00:60Z", "2026-11-23T15:00:00.Z", "2026-11-23T15:00:00Zjunk",
                           "2026-11-23T15:00:00+5:00", "2026-11-23T15:00:00+05", "+2026-11-23T15:00:00Z"}) {
    CAPTURE(text);
    CHECK_FALSE(dialer::parse_iso8601(text).has_value());
  }
  // A real instant, but past what the clock counts in nanoseconds (the year 2262).
  CHECK_FALSE(dialer::parse_iso8601("9999-12-31T23:59:59Z").has_value());
}
