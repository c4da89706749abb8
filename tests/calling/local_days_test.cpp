// The days of a zone over whole hours (calling/local_days): 24 hours a day in UTC, 25 and 23 on New York's
// daylight-saving nights, a half-hour zone's day starting with the hour that begins after its midnight, part-days
// at a span's ends, and no days for a zone this box does not know.
#include <doctest/doctest.h>

#include <chrono>

#include "calling/local_days.hpp"

namespace {

std::int64_t hour_of(std::chrono::sys_days day, int hour) {
  return std::chrono::duration_cast<std::chrono::hours>(day.time_since_epoch()).count() + hour;
}

}  // namespace

TEST_CASE("local days: a zone's days over whole hours, daylight-saving nights and half-hour zones included") {
  using namespace std::chrono;
  SUBCASE("UTC: 24 hours a day") {
    const auto days = dialer::calling::local_days("UTC", hour_of(sys_days{November / 1 / 2026}, 0),
                                                  hour_of(sys_days{November / 4 / 2026}, 0));
    REQUIRE(days);
    REQUIRE(days->size() == 3);
    CHECK((*days)[0].date == "2026-11-01");
    CHECK((*days)[1].first_hour - (*days)[0].first_hour == 24);
    CHECK((*days)[2].date == "2026-11-03");
  }
  SUBCASE("New York: 25 hours on 1 November 2026, 23 on 8 March 2026") {
    // Local midnight of 31 October is 04:00 UTC (EDT); of 2 November 05:00 UTC (EST).
    const auto autumn = dialer::calling::local_days("America/New_York", hour_of(sys_days{October / 31 / 2026}, 4),
                                                    hour_of(sys_days{November / 3 / 2026}, 5));
    REQUIRE(autumn);
    REQUIRE(autumn->size() == 3);
    CHECK((*autumn)[0].date == "2026-10-31");
    CHECK((*autumn)[1].date == "2026-11-01");
    CHECK((*autumn)[1].first_hour == hour_of(sys_days{November / 1 / 2026}, 4));
    CHECK((*autumn)[2].first_hour - (*autumn)[1].first_hour == 25);
    const auto spring = dialer::calling::local_days("America/New_York", hour_of(sys_days{March / 8 / 2026}, 5),
                                                    hour_of(sys_days{March / 10 / 2026}, 4));
    REQUIRE(spring);
    REQUIRE(spring->size() == 2);
    CHECK((*spring)[0].date == "2026-03-08");
    CHECK((*spring)[1].first_hour - (*spring)[0].first_hour == 23);
  }
  SUBCASE("Kolkata, UTC+5:30: the hour starting 23:30 local belongs to the day it starts in") {
    // 18:00 UTC is 23:30 local; 19:00 UTC (00:30 local) is the next day's first hour.
    const auto days = dialer::calling::local_days("Asia/Kolkata", hour_of(sys_days{November / 25 / 2026}, 17),
                                                  hour_of(sys_days{November / 25 / 2026}, 21));
    REQUIRE(days);
    REQUIRE(days->size() == 2);
    CHECK((*days)[0].date == "2026-11-25");
    CHECK((*days)[0].first_hour == hour_of(sys_days{November / 25 / 2026}, 17));
    CHECK((*days)[1].date == "2026-11-26");
    CHECK((*days)[1].first_hour == hour_of(sys_days{November / 25 / 2026}, 19));
  }
  SUBCASE("a span starting and ending inside days, and an empty span") {
    const auto days = dialer::calling::local_days("UTC", hour_of(sys_days{November / 1 / 2026}, 13),
                                                  hour_of(sys_days{November / 2 / 2026}, 2));
    REQUIRE(days);
    REQUIRE(days->size() == 2);
    CHECK((*days)[0].first_hour == hour_of(sys_days{November / 1 / 2026}, 13));
    CHECK((*days)[1].first_hour == hour_of(sys_days{November / 2 / 2026}, 0));
    CHECK(dialer::calling::local_days("UTC", 5, 5)->empty());
  }
  SUBCASE("a zone this box does not know") {
    CHECK_FALSE(dialer::calling::local_days("Mars/Olympus_Mons", 0, 24));
    CHECK_FALSE(dialer::calling::local_days("", 0, 24));
  }
}
