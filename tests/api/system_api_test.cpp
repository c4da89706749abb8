// GET /api/v1/system/jobs: every background job with its schedule, last run and next run, for admins;
// the e-mail outbox job's count of waiting e-mails; a failed run as admins see it.
#include <doctest/doctest.h>

#include <chrono>
#include <stdexcept>

#include "dialer/iso_time.hpp"
#include "jobs/email_outbox_job.hpp"
#include "support/accounts.hpp"
#include "support/jobs.hpp"

namespace {

using nlohmann::json;
using namespace std::chrono_literals;

const dialer::Clock::time_point kSystemStart = std::chrono::sys_days{std::chrono::year{2026} / 11 / 21} + 9h;
const char* const kJobs = "/api/v1/system/jobs";

json job_in(const json& answer, const std::string& name) {
  for (const auto& job : answer["jobs"]) {
    if (job["name"] == name) return job;
  }
  FAIL("no job named " << name << " in " << answer.dump());
  return nullptr;
}

void wait_for_first_runs(test::TestServer& server) {
  for (const auto& job : server.app().scheduler().jobs()) test::wait_for_runs(server.app().scheduler(), job.name, 1);
}

}  // namespace

TEST_CASE("system jobs: admins see every job with its schedule and runs, agents may not") {
  dialer::ManualClock clock(kSystemStart);
  test::TestServer server([&](dialer::AppConfig& config) { config.clock = &clock; });
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto admin = test::add_user(server, "Acme", "admin@acme.test", "admin");
  const auto agent = test::add_user(server, "Acme", "agent@acme.test", "agent");
  wait_for_first_runs(server);

  for (const auto* token : {&owner.token, &admin.token}) {
    auto res = test::call(server, "GET", kJobs, *token);
    REQUIRE(res);
    REQUIRE(res->status == 200);
    const auto answer = test::json_of(res);
    REQUIRE(answer["jobs"].is_array());
    std::vector<std::string> names;
    for (const auto& job : answer["jobs"]) {
      names.push_back(job["name"]);
      CHECK(job["description"].is_string());
      CHECK_FALSE(job["description"].get<std::string>().empty());
      CHECK(job["running"] == false);
      CHECK(job["runs"] == 1);
      CHECK(job["failures"] == 0);
      const auto& last = job["lastRun"];
      REQUIRE(last.is_object());
      CHECK(last["startedAt"] == "2026-11-21T09:00:00Z");
      CHECK(last["durationMs"].is_number_integer());
      CHECK(last["outcome"] == "ok");
      CHECK(last["message"].is_string());
      CHECK(job.size() == 8);
    }
    CHECK(names == std::vector<std::string>{"gohighlevel-sync", "integration-log-pruning", "consent-purge", "database-check", "email-outbox",
                                            "cadence-steps", "hopper-refill", "campaign-counts", "lead-bulk-actions", "stale-call-sweep",
                                            "agent-presence", "wrap-up-end", "callbacks-due", "auto-dialer",
                                            "event-stream-heartbeat"});
    const auto sync = job_in(answer, "gohighlevel-sync");
    CHECK(sync["schedule"] == "every minute");
    CHECK(sync["description"] ==
          "Syncs GoHighLevel contacts into the leads of every organization with the integration and Sync Leads on, "
          "each organization every 15 minutes");
    CHECK(sync["nextRunAt"] == "2026-11-21T09:01:00Z");
    const auto prune = job_in(answer, "integration-log-pruning");
    CHECK(prune["schedule"] == "every hour");
    CHECK(prune["nextRunAt"] == "2026-11-21T10:00:00Z");
    CHECK(prune["lastRun"]["message"] == "Nothing was old enough to remove");
    CHECK(job_in(answer, "email-outbox")["schedule"] == "every minute");
    CHECK(job_in(answer, "event-stream-heartbeat")["schedule"] == "every 15 seconds");
  }

  test::check_error(test::call(server, "GET", kJobs, agent.token), 403, "You do not have permission to do this");
  test::check_error(test::call(server, "GET", kJobs), 401, "Authentication required");
}

TEST_CASE("system jobs: the e-mail outbox job sends nothing without a relay and says whether e-mails wait") {
  dialer::ManualClock clock(kSystemStart);
  test::TestServer server([&](dialer::AppConfig& config) { config.clock = &clock; });
  auto& scheduler = server.app().scheduler();
  const std::string outbox = dialer::jobs::kEmailOutboxJob;
  auto status = test::wait_for_runs(scheduler, outbox, 1);
  CHECK(status.last_run->message == "Nothing waiting to be sent");

  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto agent = test::add_user(server, "Acme", "agent@acme.test", "agent");
  const std::string agent_path = "/api/v1/mayor/agents/" + std::to_string(agent.user["id"].get<std::int64_t>());
  // A queued e-mail makes the job run at once.
  REQUIRE(test::call(server, "POST", agent_path + "/send-welcome-email", owner.token)->status < 300);
  status = test::wait_for_runs(scheduler, outbox, 2);
  CHECK(status.last_run->message == "E-mails wait in the outbox until a mail relay is set up");

  REQUIRE(test::call(server, "POST", agent_path + "/send-password-reset", owner.token)->status == 202);
  status = test::wait_for_runs(scheduler, outbox, 3);
  clock.advance(1min);
  status = test::wait_for_runs(scheduler, outbox, 4);
  CHECK(status.last_run->ok);
  CHECK(status.last_run->message == "E-mails wait in the outbox until a mail relay is set up");
  const auto shown = job_in(test::json_of(test::call(server, "GET", kJobs, owner.token)), outbox);
  CHECK(shown["lastRun"]["message"] == "E-mails wait in the outbox until a mail relay is set up");
  CHECK(shown["runs"] == 4);

  // Still queued, never tried, as the agent's e-mail history says.
  const auto history = test::json_of(test::call(server, "GET", agent_path + "/email-history", owner.token));
  REQUIRE(history.size() == 2);
  CHECK(history[0]["status"] == "queued");
  CHECK(history[0]["attempts"] == 0);
}

TEST_CASE("system jobs: a failed run shows as failed with its message, is logged, and the job runs again") {
  dialer::ManualClock clock(kSystemStart);
  int calls = 0;
  test::TestServer server([&](dialer::AppConfig& config) { config.clock = &clock; },
                          [&](dialer::Application& app) {
                            calls = 0;
                            dialer::jobs::JobSpec spec;
                            spec.name = "test-refill";
                            spec.description = "A job of the tests that fails once";
                            spec.schedule = dialer::jobs::Schedule::every(5min);
                            spec.run = [&calls](dialer::jobs::JobContext&) -> std::string {
                              if (++calls == 1) throw std::runtime_error("the hopper table is locked");
                              return "refilled";
                            };
                            app.scheduler().add(std::move(spec));
                          });
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  test::wait_for_runs(server.app().scheduler(), "test-refill", 1);

  auto job = job_in(test::json_of(test::call(server, "GET", kJobs, owner.token)), "test-refill");
  CHECK(job["runs"] == 1);
  CHECK(job["failures"] == 1);
  CHECK(job["lastRun"]["outcome"] == "failed");
  CHECK(job["lastRun"]["message"] == "the hopper table is locked");
  CHECK(job["nextRunAt"] == "2026-11-21T09:05:00Z");
  CHECK(server.log().find("job test-refill failed: the hopper table is locked") != std::string::npos);

  clock.advance(5min);
  test::wait_for_runs(server.app().scheduler(), "test-refill", 2);
  job = job_in(test::json_of(test::call(server, "GET", kJobs, owner.token)), "test-refill");
  CHECK(job["runs"] == 2);
  CHECK(job["failures"] == 1);
  CHECK(job["lastRun"]["outcome"] == "ok");
  CHECK(job["lastRun"]["message"] == "refilled");
}
