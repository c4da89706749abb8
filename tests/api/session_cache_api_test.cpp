// Sessions are cached for a moment after each read; over real HTTP, every way of signing a user out or
// changing them still applies to their very next request, and a change made by another process (the
// `user` CLI) within the cache's age limit.
#include <doctest/doctest.h>

#include <chrono>
#include <thread>

#include "support/accounts.hpp"
#include "support/process.hpp"

namespace {

using nlohmann::json;
using test::kAgentsPath;
using test::kSessionExpired;
using namespace std::chrono_literals;

int status(test::TestServer& server, const std::string& method, const std::string& path, const std::string& token,
           const std::string& body = "") {
  auto res = test::call(server, method, path, token, body);
  REQUIRE(res);
  return res->status;
}

// Two requests in a row, so that the token's session is surely in the cache when the change comes.
void use(test::TestServer& server, const std::string& token) {
  REQUIRE(status(server, "GET", "/api/v1/auth/me", token) == 200);
  REQUIRE(status(server, "GET", "/api/v1/auth/me", token) == 200);
}

struct Agent {
  test::Account admin;
  test::Account agent;
  std::string path;  // the agent's /mayor/agents/{id}
};

Agent make_agent(test::TestServer& server) {
  Agent a;
  a.admin = test::register_company(server, "acme", "owner@acme.test");
  a.agent = test::add_user(server, "acme", "agent@acme.test", "agent", "secret12");
  a.path = kAgentsPath + "/" + std::to_string(a.agent.user["id"].get<int>());
  return a;
}

}  // namespace

TEST_CASE("cached sessions: after logout the token is refused at once, the user's other sessions live on") {
  test::TestServer server;
  const auto owner = test::register_company(server, "acme", "owner@acme.test");
  const auto other = test::sign_in(server, "owner@acme.test", owner.password);
  use(server, owner.token);
  use(server, other.token);

  CHECK(status(server, "POST", "/api/v1/auth/logout", owner.token) == 204);
  test::check_error(test::call(server, "GET", "/api/v1/auth/me", owner.token), 401, kSessionExpired);
  CHECK(status(server, "GET", "/api/v1/auth/me", other.token) == 200);
}

TEST_CASE("cached sessions: a deactivated agent's token is refused at once") {
  test::TestServer server;
  const auto a = make_agent(server);
  use(server, a.agent.token);

  CHECK(status(server, "DELETE", a.path, a.admin.token) == 204);
  test::check_error(test::call(server, "GET", "/api/v1/auth/me", a.agent.token), 401, kSessionExpired);

  // Deactivation through PUT {"active": false} too.
  CHECK(status(server, "PUT", a.path, a.admin.token, json{{"active", true}}.dump()) == 200);
  const auto again = test::sign_in(server, "agent@acme.test", "secret12");
  use(server, again.token);
  CHECK(status(server, "PUT", a.path, a.admin.token, json{{"active", false}}.dump()) == 200);
  test::check_error(test::call(server, "GET", "/api/v1/auth/me", again.token), 401, kSessionExpired);
}

TEST_CASE("cached sessions: a role change applies to the agent's next request") {
  test::TestServer server;
  const auto a = make_agent(server);
  CHECK(status(server, "GET", kAgentsPath, a.agent.token) == 403);
  CHECK(status(server, "GET", kAgentsPath, a.agent.token) == 403);

  CHECK(status(server, "PUT", a.path, a.admin.token, json{{"role", "admin"}}.dump()) == 200);
  CHECK(status(server, "GET", kAgentsPath, a.agent.token) == 200);
  CHECK(status(server, "GET", kAgentsPath, a.agent.token) == 200);

  CHECK(status(server, "PUT", a.path, a.admin.token, json{{"role", "agent"}}.dump()) == 200);
  CHECK(status(server, "GET", kAgentsPath, a.agent.token) == 403);
}

TEST_CASE("cached sessions: a password set by an admin or through a reset link signs the agent out at once") {
  test::TestServer server;
  const auto a = make_agent(server);
  use(server, a.agent.token);
  CHECK(status(server, "PUT", a.path, a.admin.token, json{{"password", "changed12"}}.dump()) == 200);
  test::check_error(test::call(server, "GET", "/api/v1/auth/me", a.agent.token), 401, kSessionExpired);
  CHECK(status(server, "GET", "/api/v1/auth/me", a.admin.token) == 200);  // the admin's own session lives on

  const auto session = test::sign_in(server, "agent@acme.test", "changed12");
  use(server, session.token);
  auto reset = test::call(server, "POST", a.path + "/send-password-reset", a.admin.token);
  REQUIRE(reset);
  const auto link = test::json_of(reset)["resetLink"].get<std::string>();
  const auto token = link.substr(link.find("token=") + 6);
  auto redeemed = server.client().Post("/api/v1/auth/reset-password",
                                       json{{"token", token}, {"password", "fromlink12"}}.dump(), "application/json");
  REQUIRE(redeemed);
  CHECK(redeemed->status == 204);
  test::check_error(test::call(server, "GET", "/api/v1/auth/me", session.token), 401, kSessionExpired);
}

TEST_CASE("cached sessions: a password reset by the CLI, another process, applies within 2.5 seconds") {
  test::TestServer server;
  const auto a = make_agent(server);
  use(server, a.agent.token);

  const auto reset =
      test::run_binary({"user", "reset-password", "--db", server.db_path(), "--email", "agent@acme.test"});
  INFO(reset.output);
  REQUIRE(reset.exit_code == 0);
  const auto done = std::chrono::steady_clock::now();
  while (status(server, "GET", "/api/v1/auth/me", a.agent.token) == 200) {
    REQUIRE(std::chrono::steady_clock::now() - done < 2500ms);
    std::this_thread::sleep_for(20ms);
  }
  test::check_error(test::call(server, "GET", "/api/v1/auth/me", a.agent.token), 401, kSessionExpired);
  CHECK(status(server, "GET", "/api/v1/auth/me", a.admin.token) == 200);
}
