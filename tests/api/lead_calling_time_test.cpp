// A lead's own time through the API, on a frozen clock: the Hawaiian lead at 07:30 Honolulu time is outside the
// window until 08:00, a lead's explicit zone beats its phone, and a lead the server cannot place is never inside.
#include <doctest/doctest.h>

#include <chrono>

#include "support/accounts.hpp"
#include "support/frozen_server.hpp"

namespace {

using nlohmann::json;
using namespace std::chrono_literals;

// 07:30 in Honolulu (UTC-10) on Wednesday 25 November 2026.
const dialer::Clock::time_point kCallingTimeStart =
    std::chrono::sys_days{std::chrono::year{2026} / 11 / 25} + 17h + 30min;

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
  test::FrozenServer frozen{kCallingTimeStart};
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
  test::FrozenServer frozen{kCallingTimeStart};
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

TEST_CASE("calling rules: preloaded state rules narrow a lead's hours, and an admin's own rules replace them") {
  test::FrozenServer frozen{kCallingTimeStart};
  frozen.clock.set(std::chrono::sys_days{std::chrono::year{2026} / 11 / 26} + 1h + 30min);  // 20:30 in Miami
  const auto owner = test::register_company(frozen.server, "Sunshine", "o@sunshine.test");
  auto rules = test::json_of(test::call(frozen.server, "GET", "/api/v1/settings/calling", owner.token));
  CHECK(rules["updatedAt"].is_null());
  CHECK(rules["days"][0] == json{{"day", "monday"}, {"opens", "08:00"}, {"closes", "21:00"}});
  CHECK(rules["holidays"] == json::array());
  const auto florida = std::find_if(rules["states"].begin(), rules["states"].end(),
                                    [](const json& r) { return r["state"] == "FL"; });
  REQUIRE(florida != rules["states"].end());
  CHECK((*florida)["name"] == "Florida");
  CHECK((*florida)["days"][2] == json{{"day", "wednesday"}, {"opens", "08:00"}, {"closes", "20:00"}});
  CHECK((*florida)["maxCallsPer24h"] == 3);
  CHECK(rules["knownStates"].size() == 56);  // 50 states, DC and five territories
  CHECK(rules["knownStates"][0] == json{{"state", "AL"}, {"name", "Alabama"}});

  // A Miami lead at 20:30: inside the federal hours, outside Florida's; by its ZIP code too.
  const auto by_state = test::create_lead(frozen.server, owner.token,
                                          {{"name", "Sunny"}, {"state", "FL"}, {"phone", "(305) 555-0100"}});
  auto time = calling_time(frozen.server, owner.token, by_state);
  CHECK(time["stateRule"] == "FL");
  CHECK(time["window"] == json{{"opens", "08:00"}, {"closes", "20:00"}});
  CHECK(time["insideWindow"] == false);
  CHECK(time["opensAt"] == "2026-11-26T14:00:00Z");  // 08:00 in Pensacola, the later of Florida's two zones
  const auto by_zip = test::create_lead(frozen.server, owner.token, {{"name", "Zippy"}, {"postalCode", "33101"}});
  CHECK(calling_time(frozen.server, owner.token, by_zip)["stateRule"] == "FL");
  const auto by_phone = test::create_lead(frozen.server, owner.token, {{"name", "Phoney"}, {"phone", "(212) 555-0100"}});
  time = calling_time(frozen.server, owner.token, by_phone);
  CHECK(time["stateRule"].is_null());
  CHECK(time["insideWindow"] == true);  // 20:30 in New York

  // The admin's own rules: no state rules, Thursdays closed, a holiday.
  json mine = rules;
  mine["states"] = json::array();
  mine["days"][3] = {{"day", "thursday"}, {"opens", nullptr}, {"closes", nullptr}};
  mine["holidays"] = json::array({"2026-12-25"});
  auto res = test::call(frozen.server, "PUT", "/api/v1/settings/calling", owner.token, mine.dump());
  REQUIRE(res);
  REQUIRE(res->status == 200);
  rules = test::json_of(res);
  CHECK(rules["updatedAt"] == "2026-11-26T01:30:00Z");
  CHECK(rules["states"] == json::array());
  CHECK(rules["days"][3]["opens"].is_null());
  time = calling_time(frozen.server, owner.token, by_state);
  CHECK(time["stateRule"].is_null());
  CHECK(time["insideWindow"] == true);  // Wednesday 20:30 in Miami, federal hours
  frozen.clock.advance(12h);                // Thursday 08:30: closed all day
  time = calling_time(frozen.server, owner.token, by_state);
  CHECK(time["insideWindow"] == false);
  CHECK(time["window"].is_null());
  CHECK(time["opensAt"] == "2026-11-27T14:00:00Z");  // Friday 08:00 in Pensacola

  // Saved rules survive a restart; bad ones are refused with the reason and change nothing.
  frozen.server.restart();
  CHECK(test::json_of(test::call(frozen.server, "GET", "/api/v1/settings/calling", owner.token))["updatedAt"] ==
        "2026-11-26T01:30:00Z");
  const auto put = [&](const json& body) {
    return test::call(frozen.server, "PUT", "/api/v1/settings/calling", owner.token, body.dump());
  };
  json bad = mine;
  bad["days"][0]["opens"] = "8am";
  test::check_error(put(bad), 400, "Calling hours must be times such as 08:00 or 21:00");
  bad = mine;
  bad["days"][0] = {{"day", "monday"}, {"opens", "21:00"}, {"closes", "08:00"}};
  test::check_error(put(bad), 400, "Each day's calling hours must start before they end, between 00:00 and 24:00");
  bad = mine;
  bad["days"].erase(6);
  test::check_error(put(bad), 400, "days must list the 7 days of the week, Monday first");
  bad = mine;
  bad["holidays"] = json::array({"2026-02-30"});
  test::check_error(put(bad), 400, "Holidays must be dates such as 2026-12-25");
  bad = mine;
  bad["states"] = json::array({{{"state", "Atlantis"}, {"days", mine["days"]}}});
  test::check_error(put(bad), 400, "Unknown state: Atlantis");
  bad["states"] = json::array({{{"state", "fl"}, {"days", mine["days"]}, {"maxCallsPer24h", 0}}});
  test::check_error(put(bad), 400, "Calls per 24 hours must be between 1 and 50");
  bad["states"] = json::array({{{"state", "fl"}, {"days", mine["days"]}}, {{"state", "Florida"}, {"days", mine["days"]}}});
  test::check_error(put(bad), 400, "Each state can have one rule: FL");
  CHECK(test::json_of(test::call(frozen.server, "GET", "/api/v1/settings/calling", owner.token))["states"] ==
        json::array());
}
