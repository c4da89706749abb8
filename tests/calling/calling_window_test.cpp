// Calling windows in the lead's own time, on a frozen clock: daylight saving edges in New York and none in
// Phoenix, an area code across two zones, Florida's shorter evening, a holiday, Hawaii and Guam.
#include <doctest/doctest.h>

#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "calling/calling_window.hpp"
#include "calling/lead_zones.hpp"
#include "dialer/iso_time.hpp"

namespace {

using dialer::calling::CallingWindow;
using dialer::calling::check_window;
using dialer::calling::DayHours;
using dialer::calling::TimePoint;

// "2026-03-07T12:00:00Z" as a time point: the frozen moments of these tests.
TimePoint utc(const std::string& iso) {
  int year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0;
  REQUIRE(std::sscanf(iso.c_str(), "%d-%d-%dT%d:%d:%dZ", &year, &month, &day, &hour, &minute, &second) == 6);
  using namespace std::chrono;
  return sys_days{std::chrono::year{year} / month / day} + hours{hour} + minutes{minute} + seconds{second};
}

std::string opens(const dialer::calling::WindowCheck& check) {
  return check.opens_at ? dialer::iso8601_utc(*check.opens_at) : "never";
}

const std::vector<std::string> kNewYork = {"America/New_York"};
const CallingWindow kStandard = CallingWindow::every_day();

}  // namespace

TEST_CASE("calling window: New York across the start and the end of daylight saving") {
  // Sunday 8 March 2026, 02:00 EST becomes 03:00 EDT. 12:00 UTC is 07:00 the day before, 08:00 that day.
  auto check = check_window(kStandard, kNewYork, utc("2026-03-07T12:00:00Z"));
  CHECK_FALSE(check.inside);
  CHECK(check.local_times[0].local == "2026-03-07T07:00:00");
  CHECK(opens(check) == "2026-03-07T13:00:00Z");
  check = check_window(kStandard, kNewYork, utc("2026-03-08T12:00:00Z"));
  CHECK(check.inside);
  CHECK(check.local_times[0].local == "2026-03-08T08:00:00");
  // Sunday 1 November 2026, back to EST: 12:30 UTC is 08:30 on Saturday, 07:30 on Sunday.
  CHECK(check_window(kStandard, kNewYork, utc("2026-10-31T12:30:00Z")).inside);
  check = check_window(kStandard, kNewYork, utc("2026-11-01T12:30:00Z"));
  CHECK_FALSE(check.inside);
  CHECK(opens(check) == "2026-11-01T13:00:00Z");
  // The evening edge: 20:59 is inside, 21:00 is not, and the next opening is 08:00 the next day.
  CHECK(check_window(kStandard, kNewYork, utc("2026-11-26T01:59:00Z")).inside);
  check = check_window(kStandard, kNewYork, utc("2026-11-26T02:00:00Z"));
  CHECK_FALSE(check.inside);
  CHECK(opens(check) == "2026-11-26T13:00:00Z");
}

TEST_CASE("calling window: Phoenix keeps standard time all year") {
  const std::vector<std::string> phoenix = {"America/Phoenix"};
  for (const char* day : {"2026-01-15", "2026-03-08", "2026-07-15", "2026-11-01"}) {
    CAPTURE(day);
    CHECK(check_window(kStandard, phoenix, utc(std::string(day) + "T15:00:00Z")).inside);   // 08:00 MST
    CHECK_FALSE(check_window(kStandard, phoenix, utc(std::string(day) + "T14:59:00Z")).inside);
  }
}

TEST_CASE("calling window: a number in two zones is inside only while both are") {
  const auto zones = dialer::calling::lead_zones({.phone_e164 = "+12082995555"}).zones;
  REQUIRE(zones == std::vector<std::string>{"America/Boise", "America/Los_Angeles"});
  // 08:30 in Boise is 07:30 in Los Angeles: wait for 08:00 there.
  auto check = check_window(kStandard, zones, utc("2026-11-25T15:30:00Z"));
  CHECK_FALSE(check.inside);
  CHECK(check.local_times[0].local == "2026-11-25T08:30:00");
  CHECK(check.local_times[1].local == "2026-11-25T07:30:00");
  CHECK(opens(check) == "2026-11-25T16:00:00Z");
  CHECK(check_window(kStandard, zones, utc("2026-11-25T16:00:00Z")).inside);
  // 20:30 in Los Angeles is 21:30 in Boise: closed until the next morning in Los Angeles.
  check = check_window(kStandard, zones, utc("2026-11-26T04:30:00Z"));
  CHECK_FALSE(check.inside);
  CHECK(opens(check) == "2026-11-26T16:00:00Z");
}

TEST_CASE("calling window: Florida's 08:00-20:00 across its two zones, and the standard window beside it") {
  const auto florida = dialer::calling::lead_zones({.state = "Florida"});
  REQUIRE(florida.zones == std::vector<std::string>{"America/New_York", "America/Chicago"});
  const auto florida_window = CallingWindow::every_day(DayHours{8 * 60, 20 * 60});
  // 20:00 in Miami (19:00 in Pensacola): Florida's window has closed, the standard one has not.
  const auto at_eight_pm = utc("2026-11-26T01:00:00Z");
  CHECK_FALSE(check_window(florida_window, florida.zones, at_eight_pm).inside);
  CHECK(check_window(kStandard, florida.zones, at_eight_pm).inside);
  CHECK(check_window(florida_window, florida.zones, utc("2026-11-26T00:59:00Z")).inside);
  // 08:00 in Miami is 07:00 in Pensacola: the panhandle opens an hour later.
  CHECK(opens(check_window(florida_window, florida.zones, utc("2026-11-25T13:00:00Z"))) == "2026-11-25T14:00:00Z");
}

TEST_CASE("calling window: holidays and days without hours are skipped to the next opening") {
  auto window = kStandard;
  window.holidays.insert("2026-12-25");
  auto check = check_window(window, kNewYork, utc("2026-12-25T15:00:00Z"));
  CHECK_FALSE(check.inside);
  CHECK(opens(check) == "2026-12-26T13:00:00Z");
  // No Sundays: Sunday 29 November opens on Monday at 08:00.
  window = kStandard;
  window.days[6].reset();
  check = check_window(window, kNewYork, utc("2026-11-29T15:00:00Z"));
  CHECK_FALSE(check.inside);
  CHECK(opens(check) == "2026-11-30T13:00:00Z");
  // A window with no day at all never opens.
  CallingWindow closed;
  check = check_window(closed, kNewYork, utc("2026-11-25T15:00:00Z"));
  CHECK_FALSE(check.inside);
  CHECK_FALSE(check.opens_at);
}

TEST_CASE("calling window: Hawaii at 07:30 and Guam across the date line") {
  const auto hawaii = dialer::calling::lead_zones({.phone_e164 = "+18085550100"});
  CHECK(hawaii.source == dialer::calling::ZoneSource::kPhone);
  auto check = check_window(kStandard, hawaii.zones, utc("2026-11-25T17:30:00Z"));
  CHECK_FALSE(check.inside);
  CHECK(check.local_times[0].local == "2026-11-25T07:30:00");
  CHECK(opens(check) == "2026-11-25T18:00:00Z");
  // Guam is UTC+10: 22:00 UTC on the 25th is 08:00 on the 26th there.
  const auto guam = dialer::calling::lead_zones({.phone_e164 = "+16715551234"}).zones;
  check = check_window(kStandard, guam, utc("2026-11-25T22:00:00Z"));
  CHECK(check.inside);
  CHECK(check.local_times[0].local == "2026-11-26T08:00:00");
}

TEST_CASE("calling window: a zone this box does not know, or none at all, is never inside") {
  const std::vector<std::string> unknown = {"America/New_York", "Mars/Olympus_Mons"};
  auto check = check_window(kStandard, unknown, utc("2026-11-25T15:00:00Z"));
  CHECK_FALSE(check.inside);
  CHECK(check.unknown_zone);
  CHECK(check.local_times[1].local == "");
  CHECK_FALSE(check_window(kStandard, {}, utc("2026-11-25T15:00:00Z")).inside);
  CHECK(dialer::calling::zoneinfo_available());
}

TEST_CASE("lead zones: the record's zone, then its state, then its ZIP code, then its phone") {
  using dialer::calling::lead_zones;
  using dialer::calling::ZoneSource;
  auto zones = lead_zones({.timezone = "America/Denver", .state = "FL", .phone_e164 = "+18085550100"});
  CHECK(zones.zones == std::vector<std::string>{"America/Denver"});
  CHECK(zones.source == ZoneSource::kTimezone);
  zones = lead_zones({.state = " tx ", .postal_code = "96813", .phone_e164 = "+18085550100"});
  CHECK(zones.zones == std::vector<std::string>{"America/Chicago", "America/Denver"});
  CHECK(zones.source == ZoneSource::kState);
  zones = lead_zones({.state = "Atlantis", .postal_code = "96813-1234", .phone_e164 = "+12125550100"});
  CHECK(zones.zones == std::vector<std::string>{"Pacific/Honolulu"});
  CHECK(zones.source == ZoneSource::kPostalCode);
  CHECK(lead_zones({.postal_code = "88510"}).zones == std::vector<std::string>{"America/Chicago", "America/Denver"});
  CHECK(lead_zones({.postal_code = "10001"}).zones == std::vector<std::string>{"America/New_York"});
  zones = lead_zones({.postal_code = "SW1A 1AA", .phone_e164 = "+12125550100"});
  CHECK(zones.zones == std::vector<std::string>{"America/New_York"});
  CHECK(zones.source == ZoneSource::kPhone);
  zones = lead_zones({});
  CHECK(zones.zones.empty());
  CHECK(zones.source == ZoneSource::kUnknown);
}
