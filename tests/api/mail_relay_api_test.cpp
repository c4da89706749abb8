// The mail relay over real HTTP against a real SMTP server process (tests/support/smtp_server.py): its settings
// (the password write-only), the test e-mail, and the outbox sent through it — welcome e-mails and reset links
// as received, a recipient refused for good, one deferred and tried again on a frozen clock until it fails, and a
// relay that cannot be reached keeping every message queued.
#include <doctest/doctest.h>

#include <chrono>

#include "dialer/clock.hpp"
#include "dialer/iso_time.hpp"
#include "jobs/email_outbox_job.hpp"
#include "support/accounts.hpp"
#include "support/jobs.hpp"
#include "support/smtp_server.hpp"

namespace {

using nlohmann::json;
using test::kAgentsPath;
using test::ok;
using test::relay_options;
using namespace std::chrono_literals;

const std::string kRelay = "/api/v1/mail-relay";

json relay_settings(const test::SmtpServer& relay, const std::string& password) {
  return {{"host", "localhost"},   {"port", relay.port()},         {"security", "starttls"},
          {"username", "mailer"},  {"password", password},         {"fromAddress", "calls@sunrise.test"},
          {"fromName", "Sunrise Calls"}};
}

// An agent of the organization; its id.
std::int64_t add_agent(test::TestServer& server, const std::string& token, const std::string& email) {
  const auto agent = ok(test::call(server, "POST", kAgentsPath, token,
                                   json{{"name", "Grace Hopper"}, {"email", email}, {"role", "agent"},
                                        {"password", "secret12"}}
                                       .dump()),
                        201);
  return agent["id"].get<std::int64_t>();
}

json email_history(test::TestServer& server, const std::string& token, std::int64_t agent) {
  return ok(test::call(server, "GET", kAgentsPath + "/" + std::to_string(agent) + "/email-history", token));
}

}  // namespace

TEST_CASE("mail relay: an admin saves it with the password write-only, and the test e-mail arrives") {
  test::SmtpServer relay(relay_options("starttls", "mailer", "s3cret pass"));
  test::TestServer server([&](dialer::AppConfig& config) { config.smtp_ca_file = relay.ca_file(); });
  const auto owner = test::register_company(server, "Sunrise", "o@sunrise-mail.test");

  auto settings = ok(test::call(server, "GET", kRelay, owner.token));
  CHECK(settings["configured"] == false);
  CHECK(settings["status"] == "untested");
  test::check_error(test::call(server, "POST", kRelay + "/test", owner.token, json{{"to", "o@sunrise-mail.test"}}.dump()),
                    400, "Save the mail relay's settings first, then send a test e-mail");

  // Each refusal names the field and stores nothing.
  auto with = [&](const std::string& field, const json& value) {
    auto body = relay_settings(relay, "s3cret pass");
    body[field] = value;
    return body.dump();
  };
  test::check_error(test::call(server, "PUT", kRelay, owner.token, with("host", "smtp example.com")), 400,
                    "Enter the mail server's host name, like smtp.example.com");
  test::check_error(test::call(server, "PUT", kRelay, owner.token, with("port", 70000)), 400,
                    "The port must be a number from 1 to 65535");
  test::check_error(test::call(server, "PUT", kRelay, owner.token, with("security", "ssl3")), 400,
                    "Choose how the connection is secured: STARTTLS, TLS or none");
  test::check_error(test::call(server, "PUT", kRelay, owner.token, with("fromAddress", "calls at sunrise")), 400,
                    "Enter the address the e-mails come from, like calls@example.com");
  test::check_error(test::call(server, "PUT", kRelay, owner.token, with("fromName", "Sunrise\r\nBcc: x@evil.test")),
                    400, "The sender name must be plain text on one line");
  test::check_error(test::call(server, "PUT", kRelay, owner.token, with("security", "none")), 400,
                    "A password is only sent over an encrypted connection: choose STARTTLS or TLS");
  test::check_error(test::call(server, "PUT", kRelay, owner.token, with("password", "")), 400,
                    "Enter the password for mailer");
  CHECK(ok(test::call(server, "GET", kRelay, owner.token))["configured"] == false);

  settings = ok(test::call(server, "PUT", kRelay, owner.token, relay_settings(relay, "s3cret pass").dump()));
  CHECK(settings["configured"] == true);
  CHECK(settings["host"] == "localhost");
  CHECK(settings["password"] == "••••pass");
  CHECK(settings["hasPassword"] == true);
  CHECK(settings["status"] == "untested");
  CHECK(settings.dump().find("s3cret") == std::string::npos);
  CHECK(ok(test::call(server, "GET", kRelay, owner.token)).dump().find("s3cret") == std::string::npos);

  test::check_error(test::call(server, "POST", kRelay + "/test", owner.token, json{{"to", "not an address"}}.dump()), 400,
                    "Enter the address to send the test e-mail to");
  settings = ok(test::call(server, "POST", kRelay + "/test", owner.token, json{{"to", "o@sunrise-mail.test"}}.dump()));
  CHECK(settings["status"] == "working");
  CHECK(settings["lastError"].is_null());
  CHECK(settings["lastTestedAt"].is_string());
  CHECK(settings["lastSentAt"].is_string());
  const auto mails = relay.wait_for(1);
  REQUIRE(mails.size() == 1);
  CHECK(mails[0].rcpt_tos == std::vector<std::string>{"o@sunrise-mail.test"});
  CHECK(mails[0].login == "mailer");
  CHECK(mails[0].encrypted);
  CHECK(test::header_of(mails[0].data, "Subject") == "Test e-mail from Dialer Dashboard");
  CHECK(test::header_of(mails[0].data, "From") == "\"Sunrise Calls\" <calls@sunrise.test>");

  // Saving the mask back keeps the password; a wrong one is refused by the relay, in its words.
  settings = ok(test::call(server, "PUT", kRelay, owner.token, json{{"password", "••••pass"}}.dump()));
  CHECK(settings["status"] == "working");
  ok(test::call(server, "PUT", kRelay, owner.token, json{{"password", "wrong one"}}.dump()));
  test::check_error(test::call(server, "POST", kRelay + "/test", owner.token, json{{"to", "o@sunrise-mail.test"}}.dump()),
                    502, "The test e-mail could not be sent: the relay refused the login (535 5.7.8 Authentication credentials invalid)");
  settings = ok(test::call(server, "GET", kRelay, owner.token));
  CHECK(settings["status"] == "error");
  CHECK(settings["lastError"] == "the relay refused the login (535 5.7.8 Authentication credentials invalid)");
  const auto log = ok(test::call(server, "GET", "/api/v1/integration-logs", owner.token));
  REQUIRE(log.size() >= 3);
  CHECK(log[0]["integration"] == "email");
  CHECK(log[0]["action"] == "test");
  CHECK(log[0]["status"] == "error");
  CHECK(log[1]["message"] == "Mail relay saved: localhost:" + std::to_string(relay.port()));

  // Agents may not see it.
  const auto agent = test::add_user(server, "Sunrise", "a@sunrise-mail.test", "agent");
  CHECK(test::call(server, "GET", kRelay, agent.token)->status == 403);
}

TEST_CASE("mail relay: the outbox sends welcome e-mails and reset links through it, as soon as they are queued") {
  test::SmtpServer relay(relay_options("starttls", "mailer", "secret"));
  test::TestServer server([&](dialer::AppConfig& config) { config.smtp_ca_file = relay.ca_file(); });
  const auto owner = test::register_company(server, "Sunrise", "o@sunrise-out.test");
  const auto grace = add_agent(server, owner.token, "grace@sunrise-out.test");
  const std::string path = kAgentsPath + "/" + std::to_string(grace);

  // Before a relay exists the message waits.
  ok(test::call(server, "POST", path + "/send-welcome-email", owner.token), 202);
  auto entries = email_history(server, owner.token, grace);
  REQUIRE(entries.size() == 1);
  CHECK(entries[0]["status"] == "queued");
  CHECK(entries[0]["attempts"] == 0);
  CHECK(entries[0]["error"].is_null());

  // Saving the relay sends what waits.
  ok(test::call(server, "PUT", kRelay, owner.token, relay_settings(relay, "secret").dump()));
  auto mails = relay.wait_for(1);
  REQUIRE(mails.size() == 1);
  CHECK(mails[0].rcpt_tos == std::vector<std::string>{"grace@sunrise-out.test"});
  CHECK(test::header_of(mails[0].data, "Subject") == "Welcome to Dialer Dashboard");
  CHECK(test::decoded_body(mails[0].data).find("Sign in at ") != std::string::npos);
  CHECK(test::eventually([&] { return email_history(server, owner.token, grace)[0]["status"] == "sent"; }));
  entries = email_history(server, owner.token, grace);
  CHECK(entries[0]["sentAt"].is_string());
  CHECK(entries[0]["attempts"] == 1);

  // A reset link: the stored body has no working link, the e-mail received has the real one.
  const auto reset = ok(test::call(server, "POST", path + "/send-password-reset", owner.token), 202);
  mails = relay.wait_for(2);
  REQUIRE(mails.size() == 2);
  CHECK(test::header_of(mails[1].data, "Subject") == "Reset your Dialer Dashboard password");
  CHECK(test::decoded_body(mails[1].data).find(reset["resetLink"].get<std::string>()) != std::string::npos);
  CHECK(test::eventually([&] { return email_history(server, owner.token, grace)[0]["status"] == "sent"; }));
  const auto settings = ok(test::call(server, "GET", kRelay, owner.token));
  CHECK(settings["status"] == "working");
  CHECK(settings["lastSentAt"].is_string());
}

TEST_CASE("mail relay: a refused recipient fails at once, a deferred one is tried again with a growing delay, then fails") {
  auto options = relay_options("starttls", "mailer", "secret");
  options.refuse = {"nobody@sunrise-retry.test"};
  options.defer = {"later@sunrise-retry.test"};
  test::SmtpServer relay(options);
  const auto start = std::chrono::sys_days{std::chrono::November / 25 / 2026} + 18h;
  dialer::ManualClock clock(start);
  test::TestServer server([&](dialer::AppConfig& config) {
    config.smtp_ca_file = relay.ca_file();
    config.clock = &clock;
  });
  auto& scheduler = server.app().scheduler();
  const std::string job = dialer::jobs::kEmailOutboxJob;
  const auto owner = test::register_company(server, "Sunrise", "o@sunrise-retry.test");
  ok(test::call(server, "PUT", kRelay, owner.token, relay_settings(relay, "secret").dump()));
  const auto nobody = add_agent(server, owner.token, "nobody@sunrise-retry.test");
  const auto later = add_agent(server, owner.token, "later@sunrise-retry.test");

  ok(test::call(server, "POST", kAgentsPath + "/" + std::to_string(nobody) + "/send-welcome-email", owner.token), 202);
  ok(test::call(server, "POST", kAgentsPath + "/" + std::to_string(later) + "/send-welcome-email", owner.token), 202);
  test::run_once_more(scheduler, job);
  CHECK(test::eventually([&] { return email_history(server, owner.token, nobody)[0]["status"] == "failed"; }));
  const auto refused = email_history(server, owner.token, nobody)[0];
  CHECK(refused["error"].get<std::string>().starts_with("the relay refused the recipient nobody@sunrise-retry.test (550 5.1.1"));
  CHECK(refused["attempts"] == 1);

  // 1, 5, 15, 30, 60, 120, 240 minutes between the attempts; the eighth failure is final.
  const std::vector<int> delays{1, 5, 15, 30, 60, 120, 240};
  dialer::Clock::time_point now = start;
  for (std::size_t attempt = 1; attempt <= delays.size(); ++attempt) {
    CHECK(test::eventually([&] { return email_history(server, owner.token, later)[0]["attempts"] == static_cast<int>(attempt); }));
    const auto entry = email_history(server, owner.token, later)[0];
    INFO("attempt " << attempt << ": " << entry.dump());
    CHECK(entry["status"] == "queued");
    CHECK(entry["error"].get<std::string>().find("451 4.3.0") != std::string::npos);
    CHECK(entry["nextAttemptAt"] ==
          dialer::iso8601_utc(now + std::chrono::minutes(delays[attempt - 1])));
    // Not before its time: the job's run (every minute) a minute early leaves it, the next one tries it.
    const auto delay = std::chrono::minutes(delays[attempt - 1]);
    if (delay > 1min) {
      clock.advance(delay - 1min);
      test::run_once_more(scheduler, job);
      CHECK(email_history(server, owner.token, later)[0]["attempts"] == static_cast<int>(attempt));
    }
    clock.advance(1min);
    test::run_once_more(scheduler, job);
    now += delay;
  }
  CHECK(test::eventually([&] { return email_history(server, owner.token, later)[0]["status"] == "failed"; }));
  const auto failed = email_history(server, owner.token, later)[0];
  CHECK(failed["attempts"] == 8);
  CHECK(failed["error"].get<std::string>().starts_with("Not sent after 8 attempts: the relay refused the recipient later@sunrise-retry.test (451 4.3.0"));
  CHECK(failed["nextAttemptAt"].is_null());
  CHECK(relay.received().empty());
}

TEST_CASE("mail relay: a relay that cannot be reached keeps every message queued with the reason, logged once") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Sunrise", "o@sunrise-down.test");
  // Port 1 on loopback: nobody listens.
  ok(test::call(server, "PUT", kRelay, owner.token,
                json{{"host", "127.0.0.1"}, {"port", 1}, {"security", "none"}, {"fromAddress", "calls@sunrise.test"}}.dump()));
  const auto grace = add_agent(server, owner.token, "grace@sunrise-down.test");
  ok(test::call(server, "POST", kAgentsPath + "/" + std::to_string(grace) + "/send-welcome-email", owner.token), 202);
  CHECK(test::eventually([&] { return email_history(server, owner.token, grace)[0]["attempts"] == 1; }));
  const auto entry = email_history(server, owner.token, grace)[0];
  CHECK(entry["status"] == "queued");
  CHECK(entry["error"].get<std::string>().starts_with("could not connect to 127.0.0.1:1"));
  CHECK(entry["nextAttemptAt"].is_string());
  // The relay's status and the log are written after the message's attempt: wait for them too.
  CHECK(test::eventually([&] { return ok(test::call(server, "GET", kRelay, owner.token))["status"] == "error"; }));
  const auto settings = ok(test::call(server, "GET", kRelay, owner.token));
  CHECK(settings["lastError"].get<std::string>().starts_with("could not connect to 127.0.0.1:1"));
  const auto log = ok(test::call(server, "GET", "/api/v1/integration-logs", owner.token));
  REQUIRE(!log.empty());
  CHECK(log[0]["message"].get<std::string>().starts_with("E-mails could not be sent: could not connect to 127.0.0.1:1"));
}

TEST_CASE("mail relay: more e-mails than one batch go out in one run, without waiting a minute per batch") {
  // A frozen clock: the job's every-minute run never comes, so only batch after batch in one run sends them all.
  dialer::ManualClock clock(std::chrono::sys_days{std::chrono::November / 23 / 2026} + 15h);
  test::SmtpServer relay(relay_options("none", "", ""));
  test::TestServer server([&](dialer::AppConfig& config) { config.clock = &clock; });
  const auto owner = test::register_company(server, "Batches", "o@batches.test");
  const auto grace = add_agent(server, owner.token, "grace@batches.test");
  const std::string path = kAgentsPath + "/" + std::to_string(grace) + "/send-welcome-email";
  constexpr int kQueued = 450;  // more than two of the outbox's batches of 200
  for (int i = 0; i < kQueued; ++i) ok(test::call(server, "POST", path, owner.token), 202);
  auto settings = relay_settings(relay, "");
  settings["security"] = "none";
  settings["username"] = "";
  ok(test::call(server, "PUT", kRelay, owner.token, settings.dump()));
  CHECK(relay.wait_for(kQueued, std::chrono::seconds(60)).size() == kQueued);
}
