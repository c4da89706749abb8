// The analytics answer written straight into its text (api/call_report_json) reads back as the same report: every
// hour named as iso8601_utc names it (over a year's end and a leap day), its counts, and the members around it.
#include <doctest/doctest.h>

#include <chrono>
#include <nlohmann/json.hpp>

#include "api/call_report_json.hpp"
#include "dialer/iso_time.hpp"

TEST_CASE("call report json: hours written by hand read back as iso8601_utc names them, with their counts") {
  using namespace std::chrono;
  dialer::domain::CallAnalyticsReport report;
  // 2027-12-30 00:00 UTC to 2028-03-02: a year's end and 29 February.
  report.from_hour = duration_cast<hours>((sys_days{December / 30 / 2027}).time_since_epoch()).count();
  report.to_hour = duration_cast<hours>((sys_days{March / 2 / 2028}).time_since_epoch()).count();
  for (std::int64_t hour = report.from_hour; hour < report.to_hour; ++hour) {
    dialer::model::CallCounts counts{hour % 7, hour % 5, hour % 3, hour % 2, 1, 0, hour % 1000 * 1'000'000};
    report.hours.emplace_back(hour, counts);
    report.totals += counts;
  }
  report.campaigns.push_back({3, "West \"Coast\" ☀", report.totals});
  report.agents.push_back({0, "No agent", report.totals});
  report.outcomes.push_back({"sale", "Sale", "💰", 4});

  const auto response = dialer::api::report_response(report, std::nullopt, R"(,"extra":[1,2])");
  CHECK(response.status == 200);
  const auto body = nlohmann::json::parse(response.body);
  CHECK(body["from"] == "2027-12-30T00:00:00Z");
  CHECK(body["to"] == "2028-03-02T00:00:00Z");
  CHECK(body["totals"]["calls"] == report.totals.calls);
  CHECK(body["campaigns"][0]["name"] == "West \"Coast\" ☀");
  CHECK(body["agents"][0]["id"].is_null());
  CHECK(body["outcomes"][0]["emoji"] == "💰");
  CHECK(body["extra"] == nlohmann::json::array({1, 2}));
  const auto& hours_read = body["hours"];
  REQUIRE(hours_read.size() == report.hours.size());
  for (std::size_t i = 0; i < report.hours.size(); ++i) {
    const auto& [hour, counts] = report.hours[i];
    INFO("hour " << hour);
    CHECK(hours_read[i]["hour"] == dialer::iso8601_utc(system_clock::time_point(std::chrono::hours(hour))));
    CHECK(hours_read[i]["calls"] == counts.calls);
    CHECK(hours_read[i]["answered"] == counts.answered);
    CHECK(hours_read[i]["human"] == counts.human);
    CHECK(hours_read[i]["contacts"] == counts.contacts);
    CHECK(hours_read[i]["conversions"] == counts.conversions);
    CHECK(hours_read[i]["abandoned"] == counts.abandoned);
    CHECK(hours_read[i]["talkSeconds"] == counts.talk_seconds);
  }
  // The members keep the order the API always wrote.
  CHECK(nlohmann::ordered_json::parse(response.body)["hours"][0].begin().key() == "calls");
}

TEST_CASE("call report json: per day of a zone, each day sums its own hours, 25 of them on a daylight-saving night") {
  using namespace std::chrono;
  dialer::domain::CallAnalyticsReport report;
  // New York's 31 October to 2 November 2026, its midnights 04:00 UTC, then 05:00 after the clocks go back.
  report.from_hour = duration_cast<hours>((sys_days{October / 31 / 2026} + 4h).time_since_epoch()).count();
  report.to_hour = duration_cast<hours>((sys_days{November / 3 / 2026} + 5h).time_since_epoch()).count();
  for (std::int64_t hour = report.from_hour; hour < report.to_hour; ++hour) {
    report.hours.emplace_back(hour, dialer::model::CallCounts{1, hour % 2, 0, 0, 0, 0, 10});
  }
  const auto body = nlohmann::ordered_json::parse(dialer::api::report_response(report, "America/New_York").body);
  CHECK_FALSE(body.contains("hours"));
  const auto& days = body["days"];
  REQUIRE(days.size() == 3);
  CHECK(days[0]["day"] == "2026-10-31");
  CHECK(days[0]["start"] == "2026-10-31T04:00:00Z");
  CHECK(days[0]["calls"] == 24);
  CHECK(days[1]["day"] == "2026-11-01");
  CHECK(days[1]["calls"] == 25);
  CHECK(days[1]["talkSeconds"] == 250);
  CHECK(days[2]["start"] == "2026-11-02T05:00:00Z");
  CHECK(days[2]["calls"] == 24);
  CHECK(days[0].begin().key() == "calls");
  CHECK_THROWS(dialer::api::report_response(report, "Mars/Olympus_Mons"));
}
