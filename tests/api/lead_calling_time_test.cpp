// A lead's own time through the API, on a frozen clock: the Hawaiian lead at 07:30 Honolulu time is outside the
// window until 08:00, a lead's explicit zone beats its phone, and a lead the server cannot place is never inside.
#include <doctest/doctest.h>

#include <chrono>

#include "support/accounts.hpp"

namespace {

using nlohmann::json;
using namespace std::chrono_literals;

// 07:30 in Honolulu (UTC-10) on Wednesday 25 November 2026.
const dialer::Clock::time_point kStart = std::chrono::sys_days{std::chrono::year{2026} / 11 / 25} + 17h + 30min;

struct Frozen {
  dialer::ManualClock clock{kStart};
  test::TestServer server{[this](dialer::AppConfig& config) { config.clock = &clock; }};
};

json calling_time(test::TestServer& server, const std::string& token, const json& lead) {
  auto res = test::call(server, "GET", "/api/v1/leads/" + std::to_string(lead["id"].get<int>()) + "/calling-time",
                        token);
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 200);
  return test::json_of(res);
}

}  // namespace

TEST_CASE("calling time: a Hawaiian lead at 07:30 is outside the window until 08:00 Honolulu time") {
  Frozen frozen;
  const auto owner = test::register_company(frozen.server, "Aloha Calls", "o@aloha.test");
  const auto lead = test::create_lead(frozen.server, owner.token, {{"name", "Kai"}, {"phone", "(808) 555-0100"}});
  auto time = calling_time(frozen.server, owner.token, lead);
  CHECK(time["zones"] == json::array({"Pacific/Honolulu"}));
  CHECK(time["zoneSource"] == "phone");
  CHECK(time["localTimes"] == json::array({{{"zone", "Pacific/Honolulu"}, {"localTime", "2026-11-25T07:30:00"}}}));
  CHECK(time["window"] == json{{"opens", "08:00"}, {"closes", "21:00"}});
  CHECK(time["insideWindow"] == false);
  CHECK(time["opensAt"] == "2026-11-25T18:00:00Z");

  frozen.clock.advance(30min);
  time = calling_time(frozen.server, owner.token, lead);
  CHECK(time["insideWindow"] == true);
  CHECK(time["localTimes"][0]["localTime"] == "2026-11-25T08:00:00");
}

TEST_CASE("calling time: the lead's own zone, then its state, then its phone, and no place at all is never inside") {
  Frozen frozen;
  const auto owner = test::register_company(frozen.server, "Places", "o@places.test");
  // The same Hawaiian number, but the lead says it lives in New York: 12:30 there.
  auto lead = test::create_lead(frozen.server, owner.token,
                                {{"name", "Moved"}, {"phone", "(808) 555-0101"}, {"timezone", "America/New_York"}});
  auto time = calling_time(frozen.server, owner.token, lead);
  CHECK(time["zoneSource"] == "timezone");
  CHECK(time["insideWindow"] == true);
  lead = test::create_lead(frozen.server, owner.token, {{"name", "Texan"}, {"state", "TX"}});
  time = calling_time(frozen.server, owner.token, lead);
  CHECK(time["zones"] == json::array({"America/Chicago", "America/Denver"}));
  CHECK(time["zoneSource"] == "state");
  lead = test::create_lead(frozen.server, owner.token, {{"name", "Nowhere"}, {"phone", "555-01"}});
  time = calling_time(frozen.server, owner.token, lead);
  CHECK(time["zones"] == json::array());
  CHECK(time["zoneSource"] == "unknown");
  CHECK(time["insideWindow"] == false);
  CHECK(time["opensAt"].is_null());

  const auto other = test::register_company(frozen.server, "Other", "o@other.test");
  test::check_error(test::call(frozen.server, "GET",
                               "/api/v1/leads/" + std::to_string(lead["id"].get<int>()) + "/calling-time", other.token),
                    404, "Lead not found");
}
