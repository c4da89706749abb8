// System Status over real HTTP, each check turned red on purpose: a disk nearly full (a probe that says so), a job
// stuck past its time on a frozen clock, Twilio gone (its stub stopped) and a suspended account, a mail relay that
// refuses; and "All systems operational" only when nothing warns or fails.
#include <doctest/doctest.h>

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <optional>

#include "dialer/clock.hpp"
#include "support/accounts.hpp"
#include "support/jobs.hpp"
#include "support/smtp_server.hpp"
#include "support/twilio_stub.hpp"

namespace {

using nlohmann::json;
using test::kTwilioSid;
using test::kTwilioToken;
using namespace std::chrono_literals;

constexpr std::uintmax_t kGiB = 1024ull * 1024 * 1024;

json check_of(const json& status, const std::string& key) {
  for (const auto& check : status["checks"]) {
    if (check["key"] == key) return check;
  }
  FAIL("no check " << key);
  return {};
}

// A job that, once asked to, stays in its run: the scheduler's "stopped job".
struct StuckJob {
  std::mutex mutex;
  std::condition_variable_any released;
  bool stick = false;
  bool release = false;

  dialer::jobs::JobSpec spec() {
    dialer::jobs::JobSpec job;
    job.name = "stuck-for-test";
    job.description = "Stays in its run while the test says so";
    job.schedule = dialer::jobs::Schedule::every(std::chrono::minutes(1));
    // The scheduler's stop ends the wait too: a failed check never leaves the server unable to stop.
    job.run = [this](dialer::jobs::JobContext& context) {
      std::unique_lock lock(mutex);
      released.wait(lock, context.stop_token(), [&] { return !stick || release; });
      return std::string();
    };
    return job;
  }
  void let_go() {
    {
      std::lock_guard lock(mutex);
      release = true;
    }
    released.notify_all();
  }
};

}  // namespace

TEST_CASE("system status: every check turns red on purpose, and all systems are operational only when none is") {
  dialer::ManualClock clock(std::chrono::sys_days{std::chrono::November / 23 / 2026} + 15h);
  std::optional<test::TwilioStub> twilio(std::in_place, kTwilioSid, kTwilioToken);
  const std::string twilio_url = twilio->base_url();
  std::atomic<std::uintmax_t> free_bytes{40 * kGiB};
  StuckJob stuck;
  dialer::jobs::JobId stuck_job{};
  test::SmtpServerOptions relay_options;
  relay_options.security = "none";
  test::SmtpServer relay(relay_options);
  test::TestServer server(
      [&](dialer::AppConfig& config) {
        config.clock = &clock;
        config.twilio_base_url = twilio_url;
        config.disk_space = [&](const std::filesystem::path&) {
          return std::filesystem::space_info{100 * kGiB, free_bytes.load(), free_bytes.load()};
        };
      },
      [&](dialer::Application& app) { stuck_job = app.scheduler().add(stuck.spec()); });
  const auto owner = test::register_company(server, "Statusco", "o@statusco.test");
  const auto status = [&] { return test::json_of(test::call(server, "GET", "/api/v1/system/status", owner.token)); };
  test::wait_for_runs(server.app().scheduler(), "database-check", 1);

  // Nothing set up yet: the server's checks are fine and the services are off, which is no failure.
  auto now = status();
  CHECK(now["sentence"] == "All systems operational");
  CHECK(now["operational"] == true);
  CHECK(check_of(now, "database")["state"] == "ok");
  CHECK(check_of(now, "database")["sentence"].get<std::string>().find("40.0 GB free") != std::string::npos);
  CHECK(check_of(now, "scheduler")["sentence"] == "Every job ran on time");
  CHECK(check_of(now, "twilio")["state"] == "off");
  CHECK(check_of(now, "email")["state"] == "off");
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/system/status", test::add_user(server, "Statusco", "agent@statusco.test", "agent").token))
            .contains("error"));

  // A disk getting full warns, a nearly full one fails.
  free_bytes = 700ull * 1024 * 1024;
  CHECK(check_of(status(), "database")["state"] == "warning");
  free_bytes = 100ull * 1024 * 1024;
  now = status();
  CHECK(check_of(now, "database")["state"] == "error");
  CHECK(check_of(now, "database")["sentence"] == "The disk is nearly full: 0.1 GB free. New data cannot be saved.");
  CHECK(now["sentence"] == "1 check needs attention");
  CHECK(now["operational"] == false);
  free_bytes = 40 * kGiB;

  // Twilio connected, then gone: said within the minute the last answer is kept.
  test::call(server, "PUT", "/api/v1/telephony", owner.token,
             json{{"accountSid", kTwilioSid}, {"authToken", kTwilioToken}}.dump());
  CHECK(check_of(status(), "twilio")["state"] == "ok");
  twilio.reset();
  CHECK(check_of(status(), "twilio")["state"] == "ok");  // the minute's answer
  clock.advance(61s);
  now = status();
  CHECK(check_of(now, "twilio")["state"] == "error");
  CHECK(check_of(now, "twilio")["sentence"].get<std::string>().starts_with("Twilio did not answer for the account: "));

  // A mail relay nobody answers at fails its test; the right one, untested, warns; tested, it is fine.
  const auto relay_at = [&](int port) {
    test::call(server, "PUT", "/api/v1/mail-relay", owner.token,
               json{{"host", "127.0.0.1"}, {"port", port}, {"security", "none"}, {"fromAddress", "calls@statusco.test"}}.dump());
  };
  relay_at(1);
  test::call(server, "POST", "/api/v1/mail-relay/test", owner.token, json{{"to", "o@statusco.test"}}.dump());
  CHECK(check_of(status(), "email")["state"] == "error");
  relay_at(relay.port());
  CHECK(check_of(status(), "email")["state"] == "warning");
  test::call(server, "POST", "/api/v1/mail-relay/test", owner.token, json{{"to", "o@statusco.test"}}.dump());
  CHECK(check_of(status(), "email")["state"] == "ok");

  // A job stuck in its run: two minutes past its next time it is named.
  {
    std::lock_guard lock(stuck.mutex);
    stuck.stick = true;
  }
  server.app().scheduler().run_now(stuck_job);
  // In its run before time moves: its next time is then set from now, and four minutes later it is late.
  REQUIRE(test::eventually([&] { return test::job_named(server.app().scheduler(), "stuck-for-test").running; }));
  clock.advance(4min);
  REQUIRE(test::eventually([&] {
    return check_of(status(), "scheduler")["sentence"].get<std::string>().find("stuck-for-test") != std::string::npos;
  }));
  CHECK(check_of(status(), "scheduler")["state"] == "error");
  stuck.let_go();
}
