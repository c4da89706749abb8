// The server on a ManualClock: time-based behaviour follows the injected clock, not the wall clock —
// session idle and absolute expiry, the sign-in throttle, password reset links, stored timestamps, and
// the scheduled jobs (integration log pruning, the GoHighLevel sync's due time).
#include <doctest/doctest.h>

#include <chrono>

#include "dialer/iso_time.hpp"
#include "jobs/gohighlevel_sync_job.hpp"
#include "jobs/integration_log_prune_job.hpp"
#include "support/accounts.hpp"
#include "support/frozen_server.hpp"
#include "support/ghl_stub.hpp"
#include "support/jobs.hpp"

namespace {

using nlohmann::json;
using test::kSessionExpired;
using namespace std::chrono_literals;

const dialer::Clock::time_point kFrozenStart = std::chrono::sys_days{std::chrono::year{2026} / 11 / 21} + 9h;

int me_status(test::TestServer& server, const std::string& token) {
  auto res = test::call(server, "GET", "/api/v1/auth/me", token);
  REQUIRE(res);
  if (res->status == 401) CHECK(test::json_of(res)["error"] == kSessionExpired);
  return res->status;
}

httplib::Result post_to(test::TestServer& server, const std::string& path, const json& body,
                        const std::string& token = "") {
  return test::call(server, "POST", path, token, body.dump());
}

}  // namespace

TEST_CASE("frozen clock: a session unused for 7 days expires, one used in time does not") {
  test::FrozenServer f{kFrozenStart};
  const auto owner = test::register_company(f.server, "Acme", "o@acme.test");
  CHECK(me_status(f.server, owner.token) == 200);

  f.clock.advance(std::chrono::days(7) - 1s);
  CHECK(me_status(f.server, owner.token) == 200);  // and this use starts the idle time again
  f.clock.advance(std::chrono::days(7) - 1s);
  CHECK(me_status(f.server, owner.token) == 200);
  f.clock.advance(std::chrono::days(7));
  CHECK(me_status(f.server, owner.token) == 401);
  CHECK(me_status(f.server, owner.token) == 401);  // gone for good, not only from the cache

  const auto again = test::sign_in(f.server, "o@acme.test", "secret123");
  CHECK(me_status(f.server, again.token) == 200);
}

TEST_CASE("frozen clock: a session in steady use still ends 30 days after sign-in") {
  test::FrozenServer f{kFrozenStart};
  const auto owner = test::register_company(f.server, "Acme", "o@acme.test");
  for (int week = 0; week < 4; ++week) {
    f.clock.advance(std::chrono::days(6));
    CHECK(me_status(f.server, owner.token) == 200);
  }
  f.clock.advance(std::chrono::days(6) - 1s);  // 30 days less a second after sign-in
  CHECK(me_status(f.server, owner.token) == 200);
  f.clock.advance(1s);
  CHECK(me_status(f.server, owner.token) == 401);
}

TEST_CASE("frozen clock: the sign-in throttle lifts when the injected clock has moved 15 minutes") {
  test::FrozenServer f{kFrozenStart};
  test::register_company(f.server, "Acme", "target@acme.test", "rightpass");
  for (int i = 0; i < 5; ++i) {
    test::check_error(post_to(f.server, "/api/v1/auth/login", {{"email", "target@acme.test"}, {"password", "guess"}}),
                      401, "Invalid email or password");
  }
  const json right = {{"email", "target@acme.test"}, {"password", "rightpass"}};
  auto limited = post_to(f.server, "/api/v1/auth/login", right);
  REQUIRE(limited);
  CHECK(limited->status == 429);
  CHECK(limited->get_header_value("Retry-After") == "900");  // no time has passed

  f.clock.advance(899s);
  limited = post_to(f.server, "/api/v1/auth/login", right);
  REQUIRE(limited);
  CHECK(limited->status == 429);
  CHECK(limited->get_header_value("Retry-After") == "1");
  f.clock.advance(1s);
  CHECK(post_to(f.server, "/api/v1/auth/login", right)->status == 200);
}

TEST_CASE("frozen clock: a password reset link works for an hour of the injected clock") {
  test::FrozenServer f{kFrozenStart};
  const auto owner = test::register_company(f.server, "Acme", "o@acme.test");
  const auto agent = test::add_user(f.server, "Acme", "agent@acme.test", "agent");
  const std::string reset_path =
      "/api/v1/mayor/agents/" + std::to_string(agent.user["id"].get<std::int64_t>()) + "/send-password-reset";
  const auto issue = [&] {
    auto res = test::call(f.server, "POST", reset_path, owner.token);
    REQUIRE(res);
    REQUIRE(res->status == 202);
    const auto answer = test::json_of(res);
    CHECK(answer["expiresAt"] == dialer::iso8601_utc(f.clock.now() + 1h));
    const auto link = answer["resetLink"].get<std::string>();
    return link.substr(link.find("token=") + 6);
  };
  const auto redeem = [&](const std::string& token, const std::string& password) {
    return post_to(f.server, "/api/v1/auth/reset-password", {{"token", token}, {"password", password}});
  };

  const auto expired = issue();
  f.clock.advance(1h);
  test::check_error(redeem(expired, "newpass12"), 400, "This password reset link is invalid or has expired");

  const auto fresh = issue();
  f.clock.advance(59min);
  auto res = redeem(fresh, "newpass12");
  REQUIRE(res);
  CHECK(res->status == 204);
  test::sign_in(f.server, "agent@acme.test", "newpass12");
}

TEST_CASE("frozen clock: what the services store is stamped with the injected time") {
  test::FrozenServer f{kFrozenStart};
  const auto owner = test::register_company(f.server, "Acme", "o@acme.test");
  f.clock.advance(90min);
  auto res = post_to(f.server, "/api/v1/campaigns", {{"name", "Spring"}}, owner.token);
  REQUIRE(res);
  REQUIRE(res->status == 201);
  CHECK(test::json_of(res)["createdAt"] == "2026-11-21T10:30:00Z");

  res = post_to(f.server, "/api/v1/integrations/gohighlevel", {{"enabled", false}}, owner.token);
  REQUIRE(res);
  REQUIRE(res->status == 200);
  const auto logs = test::json_of(test::call(f.server, "GET", "/api/v1/integration-logs", owner.token));
  REQUIRE(logs.size() == 1);
  CHECK(logs[0]["timestamp"] == "2026-11-21T10:30:00Z");

  // The export's file name carries the server clock's date, too.
  f.clock.advance(24h);
  const auto exported = test::call(f.server, "GET", "/api/v1/leads/export", owner.token);
  REQUIRE(exported);
  CHECK(exported->get_header_value("Content-Disposition") == "attachment; filename=\"leads-2026-11-22.csv\"");
}

TEST_CASE("frozen clock: the hourly pruning removes integration log entries once they are past 90 days") {
  test::FrozenServer f{kFrozenStart};
  auto& scheduler = f.server.app().scheduler();
  const std::string prune = dialer::jobs::kIntegrationLogPruneJob;
  test::wait_for_runs(scheduler, prune, 1);  // the run at start

  const auto owner = test::register_company(f.server, "Acme", "o@acme.test");
  REQUIRE(post_to(f.server, "/api/v1/integrations/gohighlevel", {{"enabled", false}}, owner.token)->status == 200);
  const auto log_size = [&] {
    // Months pass in this test: sign in again each time.
    const auto token = test::sign_in(f.server, "o@acme.test", "secret123").token;
    return test::json_of(test::call(f.server, "GET", "/api/v1/integration-logs", token)).size();
  };
  REQUIRE(log_size() == 1);

  f.clock.advance(std::chrono::days(89));
  auto status = test::wait_for_runs(scheduler, prune, 2);
  CHECK(status.last_run->message == "Nothing was old enough to remove");
  CHECK(log_size() == 1);

  f.clock.advance(std::chrono::days(2));
  status = test::wait_for_runs(scheduler, prune, 3);
  CHECK(status.last_run->ok);
  CHECK(status.last_run->message == "Removed the entries past the retention");
  CHECK(status.last_run->started_at == kFrozenStart + std::chrono::days(91));
  CHECK(status.next_run_at == kFrozenStart + std::chrono::days(91) + 1h);
  CHECK(log_size() == 0);
}

TEST_CASE("frozen clock: the GoHighLevel sync runs when an organization's interval has passed on the clock") {
  test::GhlStub stub("pit-frozen-clock-key-0123456789", "frozenLocation", "Frozen HQ");
  // The sync itself stamps its attempt with the system clock for now: start the manual clock there.
  dialer::ManualClock clock(std::chrono::floor<std::chrono::seconds>(std::chrono::system_clock::now()));
  test::TestServer server([&](dialer::AppConfig& config) {
    config.clock = &clock;
    config.ghl_base_url = stub.base_url();
  });
  auto& scheduler = server.app().scheduler();
  const std::string sync = dialer::jobs::kGoHighLevelSyncJob;
  auto status = test::wait_for_runs(scheduler, sync, 1);  // at start, before anyone has the integration on
  CHECK(status.schedule == "every minute");
  CHECK(status.last_run->message == "No organization due for a sync");

  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const json config = {{"apiKey", "pit-frozen-clock-key-0123456789"},
                       {"locationId", "frozenLocation"},
                       {"enabled", true},
                       {"syncLeads", true}};
  REQUIRE(post_to(server, "/api/v1/integrations/gohighlevel", config, owner.token)->status == 200);
  CHECK(stub.requests().empty());  // the clock has not moved: the job has not looked again

  clock.advance(1min);
  status = test::wait_for_runs(scheduler, sync, 2);
  CHECK(status.last_run->message == "Every organization due was synced");
  const auto synced_once = stub.requests_to("/contacts/search").size();
  CHECK(synced_once >= 1);

  clock.advance(1min);  // looked again, but the organization synced a minute ago
  status = test::wait_for_runs(scheduler, sync, 3);
  CHECK(status.last_run->message == "No organization due for a sync");
  CHECK(stub.requests_to("/contacts/search").size() == synced_once);

  clock.advance(15min);  // past the 15-minute interval
  status = test::wait_for_runs(scheduler, sync, 4);
  CHECK(status.last_run->message == "Every organization due was synced");
  CHECK(stub.requests_to("/contacts/search").size() > synced_once);
}
