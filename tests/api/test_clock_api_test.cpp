// /api/v1/test-clock on a server started with a test clock (serve --test-clock): superadmins read it and move it
// forward only, and a move wakes the background jobs, so a cadence's text due at the new time goes out without
// waiting for real time. Without a test clock the routes do not exist.
#include <doctest/doctest.h>

#include "dialer/clock.hpp"
#include "support/accounts.hpp"
#include "support/jobs.hpp"
#include "support/twilio_stub.hpp"

namespace {

using nlohmann::json;
using test::kOurNumber;
using test::kTwilioSid;
using test::kTwilioToken;
using namespace std::chrono_literals;

const char* const kRoute = "/api/v1/test-clock";
// Monday 2026-11-23 15:00 UTC: 10:00 in New York.
const auto kClockStart = std::chrono::sys_days{std::chrono::November / 23 / 2026} + 15h;

json answer(const httplib::Result& res, int status = 200) {
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == status);
  return json::parse(res->body);
}

struct ClockedServer {
  dialer::ManualClock clock{kClockStart};
  test::TwilioStub twilio{kTwilioSid, kTwilioToken};
  test::TestServer server{[this](dialer::AppConfig& config) {
    config.test_clock = &clock;
    config.twilio_base_url = twilio.base_url();
  }};
  test::Account owner = test::register_company(server, "Clocked", "owner@clocked.test");

  httplib::Result move(const json& body, const std::string& token = "") {
    return test::call(server, "POST", kRoute, token.empty() ? owner.token : token, body.dump());
  }
  json call(const std::string& method, const std::string& path, const json& body, int status) {
    return answer(test::call(server, method, path, owner.token, body.is_null() ? "" : body.dump()), status);
  }
};

}  // namespace

TEST_CASE("test clock: a superadmin reads the frozen time and moves it forward, never back") {
  ClockedServer s;
  CHECK(answer(test::call(s.server, "GET", kRoute, s.owner.token)) == json{{"now", "2026-11-23T15:00:00Z"}});
  CHECK(answer(s.move({{"advanceSeconds", 90}})) == json{{"now", "2026-11-23T15:01:30Z"}});
  CHECK(s.clock.now() == kClockStart + 90s);
  CHECK(answer(s.move({{"set", "2026-11-24T10:00:00-05:00"}})) == json{{"now", "2026-11-24T15:00:00Z"}});
  CHECK(answer(test::call(s.server, "GET", kRoute, s.owner.token))["now"] == "2026-11-24T15:00:00Z");
  // The same time again is no move back.
  CHECK(answer(s.move({{"set", "2026-11-24T15:00:00Z"}}))["now"] == "2026-11-24T15:00:00Z");

  test::check_error(s.move({{"set", "2026-11-24T14:59:59Z"}}), 400,
                    "The test clock does not go back: set must not be earlier than 2026-11-24T15:00:00Z");
  test::check_error(s.move({{"set", "tomorrow"}}), 400,
                    "set must be an ISO 8601 time with its offset, such as 2026-11-23T15:00:00Z");
  test::check_error(s.move({{"set", "2026-11-25T10:00:00"}}), 400,
                    "set must be an ISO 8601 time with its offset, such as 2026-11-23T15:00:00Z");
  test::check_error(s.move({{"advanceSeconds", 0}}), 400, "advanceSeconds must be from 1 to 34560000 (400 days)");
  test::check_error(s.move({{"advanceSeconds", 34560001}}), 400, "advanceSeconds must be from 1 to 34560000 (400 days)");
  test::check_error(s.move({{"advanceSeconds", 1.5}}), 400, "advanceSeconds must be a whole number");
  test::check_error(s.move(json::object()), 400, "Give either advanceSeconds or set");
  test::check_error(s.move({{"advanceSeconds", 60}, {"set", "2026-11-30T15:00:00Z"}}), 400, "Give either advanceSeconds or set");
  CHECK(s.clock.now() == kClockStart + 24h);

  // The clock is the whole server's: an admin may not move it, an agent not even read it.
  const auto admin = test::add_user(s.server, "Clocked", "admin@clocked.test", "admin");
  const auto agent = test::add_user(s.server, "Clocked", "agent@clocked.test", "agent");
  test::check_error(test::call(s.server, "GET", kRoute, admin.token), 403, "Only a superadmin can move the test clock");
  test::check_error(s.move({{"advanceSeconds", 60}}, admin.token), 403, "Only a superadmin can move the test clock");
  test::check_error(s.move({{"advanceSeconds", 60}}, agent.token), 403, "You do not have permission to do this");
  CHECK(s.clock.now() == kClockStart + 24h);
}

TEST_CASE("test clock: moving it runs the cadence step due at the new time") {
  ClockedServer s;
  s.twilio.set_numbers({{"PN0000000000000000000000000000000a", kOurNumber, "Main line"}});
  s.call("PUT", "/api/v1/telephony", {{"accountSid", kTwilioSid}, {"authToken", kTwilioToken}}, 200);
  s.call("POST", "/api/v1/phone-numbers/sync", json::object(), 200);
  const auto text = s.call("POST", "/api/v1/message-templates",
                           {{"channel", "sms"}, {"name", "Hello"}, {"body", "Hi {{firstName}}. Reply STOP to opt out."}}, 201);
  const auto cadence = s.call("POST", "/api/v1/cadences",
                              {{"name", "Later"},
                               {"smsFrom", kOurNumber},
                               {"steps", json::array({json{{"kind", "sms"},
                                                           {"delay", {{"amount", 1}, {"unit", "hours"}}},
                                                           {"window", nullptr},
                                                           {"templateId", text["id"]}}})}},
                              201);
  const auto cadence_id = std::to_string(cadence["id"].get<std::int64_t>());
  s.call("POST", "/api/v1/cadences/" + cadence_id + "/activate", json::object(), 200);
  const auto lead = test::create_lead(s.server, s.owner.token,
                                      {{"firstName", "Ada"}, {"phone", "(212) 555-0147"}, {"timezone", "America/New_York"}});
  auto& scheduler = s.server.app().scheduler();
  const auto job = s.call("POST", "/api/v1/leads/bulk",
                          {{"action", "enroll_in_cadence"}, {"cadenceId", cadence["id"]}, {"ids", json::array({lead["id"]})}}, 202);
  REQUIRE(test::eventually([&] {
    return s.call("GET", "/api/v1/leads/bulk/" + std::to_string(job["id"].get<std::int64_t>()), nullptr, 200)["state"] ==
           "finished";
  }));
  test::run_once_more(scheduler, "cadence-steps");
  CHECK(s.twilio.texts().empty());  // due at 11:00 New York time, and the clock stands at 10:00

  // The move tells the scheduler (src/jobs/scheduler.cpp): the step runs at the new time within wait_for_runs' 5 s.
  const auto before = test::wait_for_runs(scheduler, "cadence-steps", 0).runs;
  CHECK(answer(s.move({{"advanceSeconds", 3600}}))["now"] == "2026-11-23T16:00:00Z");
  const auto ran = test::wait_for_runs(scheduler, "cadence-steps", before + 1);
  REQUIRE(ran.last_run);
  CHECK(ran.last_run->started_at == kClockStart + 1h);
  const auto texts = s.twilio.texts();
  REQUIRE(texts.size() == 1);
  CHECK(texts[0].to == "+12125550147");
  CHECK(texts[0].body == "Hi Ada. Reply STOP to opt out.");
  const auto enrollment = s.call("GET", "/api/v1/cadences/" + cadence_id + "/enrollments", nullptr, 200)["enrollments"][0];
  CHECK(enrollment["status"] == "finished");
}

TEST_CASE("test clock: without one the routes do not exist") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Real Time", "owner@real.test");
  test::check_error(test::call(server, "GET", kRoute, owner.token), 404, "No API endpoint at /api/v1/test-clock");
  test::check_error(test::call(server, "POST", kRoute, owner.token, json{{"advanceSeconds", 60}}.dump()), 404,
                    "No API endpoint at /api/v1/test-clock");
}
