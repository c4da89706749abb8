// The real executable: flags, environment fallbacks, startup failures, signals, backup.
#include <doctest/doctest.h>
#include <httplib.h>
#include <signal.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include <SQLiteCpp/SQLiteCpp.h>

#include "support/process.hpp"
#include "support/temp_dir.hpp"

TEST_CASE("--version names the program and the libraries inside it") {
  const auto result = test::run_binary({"--version"});
  CHECK(result.exit_code == 0);
  CHECK(result.output.starts_with(std::string("dialer-dashboard ") + DIALER_VERSION + "\n"));
  CHECK(result.output.find("SQLite 3.") != std::string::npos);
  CHECK(result.output.find("cpp-httplib 0.18.7") != std::string::npos);
  CHECK(result.output.find("libsodium 1.") != std::string::npos);
}

TEST_CASE("--help lists the flags with their environment variables") {
  const auto result = test::run_binary({"--help"});
  CHECK(result.exit_code == 0);
  for (const char* text : {"--host", "--port", "--db", "--log-format", "DIALER_HOST", "DIALER_PORT", "DIALER_DB",
                           "serve", "backup", "--test-clock"}) {
    CHECK_MESSAGE(result.output.find(text) != std::string::npos, text);
  }
}

TEST_CASE("startup failures print one clear line and exit non-zero") {
  test::TempDir dir;
  SUBCASE("file that is not a SQLite database") {
    std::ofstream(dir.file("notes.txt")) << std::string(200, 'n');
    const auto result = test::run_binary({"serve", "--port", "0", "--db", dir.file("notes.txt")});
    CHECK(result.exit_code == 1);
    CHECK(result.output == "dialer-dashboard: " + dir.file("notes.txt") + " is not a SQLite database\n");
  }
  SUBCASE("database path not writable") {
    const auto result = test::run_binary({"--port", "0", "--db", dir.file("no/such/dir/x.db")});
    CHECK(result.exit_code == 1);
    CHECK(result.output.starts_with("dialer-dashboard: cannot open database " + dir.file("no/such/dir/x.db")));
  }
  SUBCASE("port in use") {
    test::ServerProcess first({"--port", "0", "--db", dir.file("a.db")});
    const auto result = test::run_binary({"--port", std::to_string(first.port()), "--db", dir.file("b.db")});
    CHECK(result.exit_code == 1);
    CHECK(result.output.find("is already in use") != std::string::npos);
    CHECK(first.stop(SIGTERM) == 0);
  }
  SUBCASE("bad flag value") {
    const auto result = test::run_binary({"--port", "70000"});
    CHECK(result.exit_code != 0);
    CHECK(result.output.find("--port") != std::string::npos);
  }
  SUBCASE("a test clock that is no time") {
    const auto result = test::run_binary({"--port", "0", "--db", dir.file("c.db"), "--test-clock", "2026-11-23 15:00"});
    CHECK(result.exit_code == 1);
    CHECK(result.output == "dialer-dashboard: --test-clock: \"2026-11-23 15:00\" is not an ISO 8601 time with its offset, "
                           "such as 2026-11-23T15:00:00Z\n");
  }
}

TEST_CASE("--test-clock freezes the server's time, says so, and offers the route that moves it") {
  test::TempDir dir;
  test::ServerProcess server({"--port", "0", "--db", dir.file("clock.db"), "--test-clock", "2026-11-23T10:00:00-05:00"});
  CHECK(server.output().find("TEST CLOCK: time is frozen at 2026-11-23T15:00:00Z and moves only through POST "
                             "/api/v1/test-clock; for tests only, never use this in production") != std::string::npos);
  httplib::Client client("127.0.0.1", server.port());
  auto registered = client.Post("/api/v1/auth/register-trial",
                                R"({"companyName":"Clock Co","name":"Pat Boss","email":"pat@clock.test","phone":"","password":"secret1",)"
                                R"("smsConsent":false,"emailConsent":true,"consentTimestamp":"2026-11-23T15:00:00Z"})",
                                "application/json");
  REQUIRE(registered);
  REQUIRE(registered->status == 201);
  const httplib::Headers auth = {{"Authorization", "Bearer " + nlohmann::json::parse(registered->body)["token"].get<std::string>()}};
  auto moved = client.Post("/api/v1/test-clock", auth, R"({"advanceSeconds":3600})", "application/json");
  REQUIRE(moved);
  CHECK(moved->body == R"({"now":"2026-11-23T16:00:00Z"})");
  CHECK(server.stop(SIGTERM) == 0);
}

TEST_CASE("environment variables stand in for flags and SIGTERM stops cleanly") {
  test::TempDir dir;
  const auto db = dir.file("env.db");
  test::ServerProcess server({}, {{"DIALER_PORT", "0"}, {"DIALER_DB", db}, {"DIALER_HOST", "127.0.0.1"}});
  CHECK(server.url().starts_with("http://127.0.0.1:"));
  httplib::Client client("127.0.0.1", server.port());
  auto res = client.Get("/api/v1/health");
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(std::filesystem::exists(db));

  CHECK(server.stop(SIGTERM) == 0);
  const auto output = server.output();
  CHECK(output.find("GET /api/v1/health 200") != std::string::npos);
  CHECK(output.find("stopped cleanly") != std::string::npos);
  CHECK(!std::filesystem::exists(db + "-wal"));
  CHECK(test::run_binary({"backup", "--db", db, "--out", dir.file("check.db")}).exit_code == 0);
}

TEST_CASE("SIGINT (Ctrl-C) stops cleanly too") {
  test::TempDir dir;
  test::ServerProcess server({"serve", "--port", "0", "--db", dir.file("int.db")});
  CHECK(server.stop(SIGINT) == 0);
  CHECK(server.output().find("stopped cleanly") != std::string::npos);
}

TEST_CASE("--log-format json writes one JSON object per line") {
  test::TempDir dir;
  test::ServerProcess server({"--port", "0", "--db", dir.file("json.db"), "--log-format", "json"});
  httplib::Client client("127.0.0.1", server.port());
  REQUIRE(client.Get("/api/v1/health"));
  CHECK(server.stop(SIGTERM) == 0);

  std::istringstream lines(server.output());
  std::string line;
  int requests = 0;
  int count = 0;
  while (std::getline(lines, line)) {
    ++count;
    nlohmann::json entry;
    REQUIRE_NOTHROW(entry = nlohmann::json::parse(line));
    CHECK(entry.contains("time"));
    CHECK(entry.contains("msg"));
    if (entry["msg"] == "request") {
      ++requests;
      CHECK(entry["method"] == "GET");
      CHECK(entry["path"] == "/api/v1/health");
      CHECK(entry["status"] == 200);
      CHECK(entry["ms"].is_number());
    }
  }
  CHECK(count >= 3);
  CHECK(requests == 1);
}

TEST_CASE("backup copies the database while a server is using it") {
  test::TempDir dir;
  const auto db = dir.file("busy.db");
  test::ServerProcess server({"--port", "0", "--db", db});
  const auto result = test::run_binary({"backup", "--db", db, "--out", dir.file("copy.db")});
  CHECK(result.exit_code == 0);
  CHECK(result.output.find("Backed up") != std::string::npos);

  SQLite::Database copy(dir.file("copy.db"), SQLite::OPEN_READONLY);
  CHECK(copy.execAndGet("PRAGMA integrity_check").getString() == "ok");
  CHECK(copy.execAndGet("SELECT count(*) FROM schema_migrations").getInt() >= 1);

  const auto again = test::run_binary({"backup", "--db", db, "--out", dir.file("copy.db")});
  CHECK(again.exit_code == 1);
  CHECK(again.output.find("already exists") != std::string::npos);
  CHECK(server.stop(SIGTERM) == 0);
}

TEST_CASE("user create and reset-password work beside a running server") {
  test::TempDir dir;
  const auto db = dir.file("users.db");
  test::ServerProcess server({"--port", "0", "--db", db});
  const auto password_file = dir.file("password.txt");
  std::ofstream(password_file) << "agentpass1\n";

  const auto created = test::run_binary(
      {"user", "create", "--db", db, "--email", "agent@cli.test", "--name", "Cli Agent", "--role", "agent",
       "--new-org", "Cli Co", "--password-stdin"},
      {}, password_file);
  CHECK(created.exit_code == 0);
  CHECK(created.output == "Created agent agent@cli.test (id 1) in organization 1 \"Cli Co\" (new)\n");

  httplib::Client client("127.0.0.1", server.port());
  auto login = client.Post("/api/v1/auth/login", R"({"email":"agent@cli.test","password":"agentpass1"})",
                           "application/json");
  REQUIRE(login);
  CHECK(login->status == 200);
  const auto token = nlohmann::json::parse(login->body)["token"].get<std::string>();

  const auto duplicate = test::run_binary(
      {"user", "create", "--db", db, "--email", "AGENT@cli.test", "--name", "Again", "--org-id", "1"});
  CHECK(duplicate.exit_code == 1);
  CHECK(duplicate.output == "dialer-dashboard: An account with this email already exists\n");

  // Without --password-stdin a password is generated and printed once.
  const auto reset = test::run_binary({"user", "reset-password", "--db", db, "--email", "agent@cli.test"});
  CHECK(reset.exit_code == 0);
  const auto at = reset.output.find("Password: ");
  REQUIRE(at != std::string::npos);
  const auto new_password = reset.output.substr(at + 10, reset.output.find('\n', at) - at - 10);
  CHECK(new_password.size() >= 12);

  CHECK(client.Get("/api/v1/auth/me", {{"Authorization", "Bearer " + token}})->status == 401);
  const nlohmann::json again = {{"email", "agent@cli.test"}, {"password", new_password}};
  CHECK(client.Post("/api/v1/auth/login", again.dump(), "application/json")->status == 200);

  const auto unknown = test::run_binary({"user", "reset-password", "--db", db, "--email", "nobody@cli.test"});
  CHECK(unknown.exit_code == 1);
  CHECK(unknown.output.find("No account with the email nobody@cli.test") != std::string::npos);
  CHECK(server.stop(SIGTERM) == 0);
}

TEST_CASE("user create names its organization by id: a trial registered under the same name is not joined") {
  test::TempDir dir;
  const auto db = dir.file("orgs.db");
  test::ServerProcess server({"--port", "0", "--db", db});
  httplib::Client client("127.0.0.1", server.port());
  // Someone registers a trial under the name the call centre is about to use.
  const auto trial = client.Post(
      "/api/v1/auth/register-trial",
      R"({"companyName":"Example Calls","name":"Eve Early","email":"eve@early.test","password":"secret123"})",
      "application/json");
  REQUIRE(trial);
  REQUIRE(trial->status == 201);

  const auto refused = test::run_binary({"user", "create", "--db", db, "--email", "boss@example.test", "--name",
                                         "Pat Boss", "--role", "superadmin", "--new-org", "example calls"});
  CHECK(refused.exit_code == 1);
  CHECK(refused.output ==
        "dialer-dashboard: An organization named \"example calls\" already exists (id 1). To add the user to it: "
        "--org-id; to create another organization of the same name anyway: --allow-duplicate-name\n");
  const auto old_flag = test::run_binary({"user", "create", "--db", db, "--email", "boss@example.test", "--name",
                                          "Pat Boss", "--org", "Example Calls"});
  CHECK(old_flag.exit_code == 1);
  CHECK(old_flag.output.find("--org is gone") != std::string::npos);
  const auto neither = test::run_binary({"user", "create", "--db", db, "--email", "boss@example.test", "--name", "Pat Boss"});
  CHECK(neither.exit_code == 1);
  CHECK(neither.output.find("give exactly one of --org-id N") != std::string::npos);

  const auto own = test::run_binary({"user", "create", "--db", db, "--email", "boss@example.test", "--name", "Pat Boss",
                                     "--role", "superadmin", "--new-org", "Example Calls", "--allow-duplicate-name"});
  CHECK(own.exit_code == 0);
  CHECK(own.output.starts_with("Created superadmin boss@example.test (id 2) in organization 2 \"Example Calls\" (new)\n"));
  const auto joined = test::run_binary(
      {"user", "create", "--db", db, "--email", "agent@example.test", "--name", "Al Agent", "--org-id", "2"});
  CHECK(joined.exit_code == 0);
  CHECK(joined.output.starts_with("Created agent agent@example.test (id 3) in organization 2 \"Example Calls\"\n"));
  const auto missing = test::run_binary(
      {"user", "create", "--db", db, "--email", "x@example.test", "--name", "X Y", "--org-id", "42"});
  CHECK(missing.exit_code == 1);
  CHECK(missing.output == "dialer-dashboard: No organization with id 42\n");

  const auto listed = test::run_binary({"org", "list", "--db", db});
  CHECK(listed.exit_code == 0);
  CHECK(listed.output.find("    id  users  created               name\n") == 0);
  CHECK(listed.output.find("     1      1  ") != std::string::npos);
  CHECK(listed.output.find("     2      2  ") != std::string::npos);
  CHECK(listed.output.find("Example Calls\n") != std::string::npos);
  CHECK(server.stop(SIGTERM) == 0);
}

TEST_CASE("--registration closed refuses trial registrations") {
  test::TempDir dir;
  test::ServerProcess server({"--port", "0", "--db", dir.file("closed.db"), "--registration", "closed"});
  httplib::Client client("127.0.0.1", server.port());
  CHECK(client.Get("/api/v1/auth/registration")->body == R"({"open":false})");
  auto res = client.Post("/api/v1/auth/register-trial",
                         R"({"companyName":"X","name":"Y Z","email":"y@x.test","password":"secret1"})",
                         "application/json");
  REQUIRE(res);
  CHECK(res->status == 403);
  CHECK(nlohmann::json::parse(res->body)["error"] == "Registration is closed");
  CHECK(server.stop(SIGTERM) == 0);
}
