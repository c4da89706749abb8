// The agents API (/api/v1/mayor/agents) over real HTTP: every rule, role and organization boundary.
#include <doctest/doctest.h>

#include <vector>

#include "auth/sealed_text.hpp"
#include "support/accounts.hpp"

namespace {

using nlohmann::json;
using test::kAgentsPath;

// The spec's payload plus the form's extra fields.
json agent_body(const std::string& email, const std::string& role = "agent") {
  return {{"name", "Grace Hopper"},  {"email", email},         {"phone", "+1 555 0100"},  {"role", role},
          {"organizationId", 1},     {"password", "secret12"}, {"extension", "204"},      {"status", "online"},
          {"maxConcurrentCalls", 3}, {"autoAnswer", true}};
}

struct Org {
  test::Account owner;  // superadmin
  test::Account admin;
};

Org make_org(test::TestServer& server, const std::string& name) {
  Org org;
  org.owner = test::register_company(server, name, "owner@" + name + ".test");
  org.admin = test::add_user(server, name, "admin@" + name + ".test", "admin");
  return org;
}

json create_agent(test::TestServer& server, const std::string& token, const json& body) {
  auto res = test::call(server, "POST", kAgentsPath, token, body.dump());
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 201);
  return test::json_of(res);
}

}  // namespace

TEST_CASE("create answers 201 with every field, splits name, ignores organizationId") {
  test::TestServer server;
  const auto org = make_org(server, "acme");
  const auto agent = create_agent(server, org.admin.token, agent_body("grace@acme.test"));
  CHECK(agent["firstName"] == "Grace");
  CHECK(agent["lastName"] == "Hopper");
  CHECK(agent["name"] == "Grace Hopper");
  CHECK(agent["email"] == "grace@acme.test");
  CHECK(agent["phone"] == "+1 555 0100");
  CHECK(agent["extension"] == "204");
  CHECK(agent["role"] == "agent");
  CHECK(agent["status"] == "online");
  CHECK(agent["maxConcurrentCalls"] == 3);
  CHECK(agent["autoAnswer"] == true);
  CHECK(agent["active"] == true);
  CHECK(agent["campaignIds"] == json::array());
  CHECK(agent["createdAt"].get<std::string>().ends_with("Z"));
  // The new agent can sign in with the password.
  CHECK(test::sign_in(server, "grace@acme.test", "secret12").user["organizationId"] == org.owner.user["organizationId"]);
}

TEST_CASE("defaults: role agent, status offline, one call, no auto-answer, and roles are case-insensitive") {
  test::TestServer server;
  const auto org = make_org(server, "acme");
  const auto agent = create_agent(server, org.admin.token,
                                  {{"firstName", "Ann"}, {"lastName", "Lee"}, {"email", "ann@acme.test"},
                                   {"password", "secret12"}});
  CHECK(agent["role"] == "agent");
  CHECK(agent["status"] == "offline");
  CHECK(agent["maxConcurrentCalls"] == 1);
  CHECK(agent["autoAnswer"] == false);
  auto body = agent_body("admin2@acme.test", "Admin");
  CHECK(create_agent(server, org.owner.token, body)["role"] == "admin");
}

TEST_CASE("the list is sorted by name, hides deactivated agents unless showInactive=true") {
  test::TestServer server;
  const auto org = make_org(server, "acme");
  auto zed = agent_body("zed@acme.test");
  zed["name"] = "Zed Young";
  auto amy = agent_body("amy@acme.test");
  amy["name"] = "amy Able";
  const auto zed_agent = create_agent(server, org.admin.token, zed);
  create_agent(server, org.admin.token, amy);

  auto list = test::json_of(test::call(server, "GET", kAgentsPath, org.admin.token));
  std::vector<std::string> names;
  for (const auto& a : list) names.push_back(a["name"]);
  CHECK(names == std::vector<std::string>{"amy Able", "Owner Of acme", "Test admin", "Zed Young"});

  CHECK(test::call(server, "DELETE", kAgentsPath + "/" + std::to_string(zed_agent["id"].get<int>()), org.admin.token)
            ->status == 204);
  CHECK(test::json_of(test::call(server, "GET", kAgentsPath, org.admin.token)).size() == 3);
  auto all = test::json_of(test::call(server, "GET", kAgentsPath + "?showInactive=true", org.admin.token));
  CHECK(all.size() == 4);
  CHECK(all[3]["active"] == false);
}

TEST_CASE("create and update validate with clear messages and change nothing on failure") {
  test::TestServer server;
  const auto org = make_org(server, "acme");
  const auto post = [&](json body) { return test::call(server, "POST", kAgentsPath, org.admin.token, body.dump()); };
  const auto without = [](json body, const std::string& key) {
    body.erase(key);
    return body;
  };
  auto base = agent_body("v@acme.test");

  test::check_error(post({{"email", "x@acme.test"}, {"password", "secret12"}}), 400, "Please fill in all required fields");
  test::check_error(post(without(base, "email")), 400, "Please fill in all required fields");
  auto one_word = base;
  one_word["name"] = "Cher";
  test::check_error(post(one_word), 400, "Please fill in all required fields");
  auto bad_email = base;
  bad_email["email"] = "not-an-email";
  test::check_error(post(bad_email), 400, "Please enter a valid email address");
  test::check_error(post(without(base, "password")), 400, "Password must be at least 6 characters long");
  auto short_password = base;
  short_password["password"] = "12345";
  test::check_error(post(short_password), 400, "Password must be at least 6 characters long");
  for (int calls : {0, 11}) {
    auto body = base;
    body["maxConcurrentCalls"] = calls;
    test::check_error(post(body), 400, "Max concurrent calls must be between 1 and 10");
  }
  auto text_calls = base;
  text_calls["maxConcurrentCalls"] = "three";
  test::check_error(post(text_calls), 400, "maxConcurrentCalls must be a whole number");
  auto bad_role = base;
  bad_role["role"] = "boss";
  test::check_error(post(bad_role), 400, "Role must be Agent, Admin or SuperAdmin");
  auto bad_status = base;
  bad_status["status"] = "sleeping";
  test::check_error(post(bad_status), 400, "Status must be Offline, Online or Away");

  create_agent(server, org.admin.token, base);
  auto duplicate = base;
  duplicate["email"] = "V@ACME.test";
  test::check_error(post(duplicate), 409, "An agent with this email already exists");

  CHECK(test::json_of(test::call(server, "GET", kAgentsPath, org.admin.token)).size() == 3);
}

TEST_CASE("update changes what is sent, keeps the rest, and the password only when one is sent") {
  test::TestServer server;
  const auto org = make_org(server, "acme");
  const auto agent = create_agent(server, org.admin.token, agent_body("up@acme.test"));
  const std::string path = kAgentsPath + "/" + std::to_string(agent["id"].get<int>());
  const auto agent_session = test::sign_in(server, "up@acme.test", "secret12");

  auto res = test::call(server, "PUT", path, org.admin.token,
                        json{{"name", "Grace B Hopper"}, {"email", "up@acme.test"}, {"phone", ""}, {"role", "admin"},
                             {"organizationId", 77}}
                            .dump());
  REQUIRE(res);
  CHECK(res->status == 200);
  const auto updated = test::json_of(res);
  CHECK(updated["firstName"] == "Grace");
  CHECK(updated["lastName"] == "B Hopper");
  CHECK(updated["phone"] == "");
  CHECK(updated["role"] == "admin");
  CHECK(updated["extension"] == "204");  // not sent: kept
  CHECK(updated["maxConcurrentCalls"] == 3);
  // No password sent: the old one still works and the agent's session lives on.
  CHECK(test::call(server, "GET", "/api/v1/auth/me", agent_session.token)->status == 200);
  test::sign_in(server, "up@acme.test", "secret12");

  // A new password signs the agent out everywhere.
  CHECK(test::call(server, "PUT", path, org.admin.token, json{{"password", "newsecret"}}.dump())->status == 200);
  CHECK(test::call(server, "GET", "/api/v1/auth/me", agent_session.token)->status == 401);
  test::sign_in(server, "up@acme.test", "newsecret");

  test::check_error(test::call(server, "PUT", path, org.admin.token, json{{"email", "owner@acme.test"}}.dump()), 409,
              "An agent with this email already exists");
  test::check_error(test::call(server, "PUT", kAgentsPath + "/999999", org.admin.token, "{}"), 404, "Agent not found");
  test::check_error(test::call(server, "PUT", kAgentsPath + "/abc", org.admin.token, "{}"), 404, "Not found");
}

TEST_CASE("deactivation: the agent cannot sign in, old tokens die, history stays, reactivation restores") {
  test::TestServer server;
  const auto org = make_org(server, "acme");
  const auto agent = create_agent(server, org.admin.token, agent_body("bye@acme.test"));
  const std::string path = kAgentsPath + "/" + std::to_string(agent["id"].get<int>());
  const auto session = test::sign_in(server, "bye@acme.test", "secret12");
  CHECK(test::call(server, "POST", path + "/send-welcome-email", org.admin.token)->status == 202);

  CHECK(test::call(server, "DELETE", path, org.admin.token)->status == 204);
  test::check_error(test::call(server, "GET", "/api/v1/auth/me", session.token), 401,
              "Your session has expired. Please sign in again.");
  test::check_error(server.client().Post("/api/v1/auth/login", R"({"email":"bye@acme.test","password":"secret12"})",
                                   "application/json"),
              403, "This account has been deactivated");
  CHECK(test::json_of(test::call(server, "GET", path + "/email-history", org.admin.token)).size() == 1);
  CHECK(test::call(server, "DELETE", path, org.admin.token)->status == 204);  // again: still fine

  auto back = test::call(server, "PUT", path, org.admin.token, json{{"active", true}}.dump());
  CHECK(test::json_of(back)["active"] == true);
  test::sign_in(server, "bye@acme.test", "secret12");
}

TEST_CASE("superadmin rules: admins cannot touch superadmins, nobody deactivates themselves, one must remain") {
  test::TestServer server;
  const auto org = make_org(server, "acme");
  const std::string owner_path = kAgentsPath + "/" + std::to_string(org.owner.user["id"].get<int>());
  const std::string admin_path = kAgentsPath + "/" + std::to_string(org.admin.user["id"].get<int>());
  const std::string superadmin_only = "Only a superadmin can create, edit or deactivate a superadmin";

  test::check_error(test::call(server, "POST", kAgentsPath, org.admin.token, agent_body("s2@acme.test", "superadmin").dump()),
              403, superadmin_only);
  test::check_error(test::call(server, "PUT", owner_path, org.admin.token, json{{"phone", "1"}}.dump()), 403,
              superadmin_only);
  test::check_error(test::call(server, "DELETE", owner_path, org.admin.token), 403, superadmin_only);
  test::check_error(test::call(server, "PUT", admin_path, org.admin.token, json{{"role", "superadmin"}}.dump()), 403,
              superadmin_only);

  test::check_error(test::call(server, "DELETE", admin_path, org.admin.token), 409, "You cannot deactivate your own account");
  test::check_error(test::call(server, "DELETE", owner_path, org.owner.token), 409, "You cannot deactivate your own account");
  const std::string last =
      "The organization needs at least one active superadmin: make someone else superadmin first";
  test::check_error(test::call(server, "PUT", owner_path, org.owner.token, json{{"role", "admin"}}.dump()), 409, last);

  // With a second superadmin the first may be demoted.
  create_agent(server, org.owner.token, agent_body("s2@acme.test", "superadmin"));
  auto demoted = test::call(server, "PUT", owner_path, org.owner.token, json{{"role", "admin"}}.dump());
  CHECK(test::json_of(demoted)["role"] == "admin");
}

TEST_CASE("agents of another organization are 404, and lists never cross organizations") {
  test::TestServer server;
  const auto a = make_org(server, "alpha");
  const auto b = make_org(server, "beta");
  const auto a_agent = create_agent(server, a.admin.token, agent_body("agent@alpha.test"));
  const std::string path = kAgentsPath + "/" + std::to_string(a_agent["id"].get<int>());

  for (const auto& [method, suffix] : std::vector<std::pair<std::string, std::string>>{
           {"PUT", ""}, {"DELETE", ""}, {"PUT", "/campaigns"}, {"POST", "/send-welcome-email"},
           {"POST", "/resend-welcome-email"}, {"POST", "/send-password-reset"}, {"GET", "/email-history"}}) {
    CAPTURE(method + " " + suffix);
    auto res = test::call(server, method, path + suffix, b.owner.token, R"({"campaignIds":[]})");
    test::check_error(res, 404, "Agent not found");
  }
  auto b_list = test::json_of(test::call(server, "GET", kAgentsPath + "?showInactive=true", b.owner.token));
  for (const auto& agent : b_list) CHECK(agent["email"].get<std::string>().ends_with("@beta.test"));
  CHECK(test::json_of(test::call(server, "GET", path + "/email-history", a.admin.token)).empty());
}

TEST_CASE("campaign assignment refers to real campaigns of the organization") {
  test::TestServer server;
  const auto a = make_org(server, "alpha");
  const auto b = make_org(server, "beta");
  const auto agent = create_agent(server, a.admin.token, agent_body("c@alpha.test"));
  const std::string path = kAgentsPath + "/" + std::to_string(agent["id"].get<int>()) + "/campaigns";

  auto c1 = test::json_of(test::call(server, "POST", "/api/v1/campaigns", a.admin.token, R"({"name":"Spring"})"));
  auto c2 = test::json_of(test::call(server, "POST", "/api/v1/campaigns", a.admin.token, R"({"name":"Autumn"})"));
  auto foreign = test::json_of(test::call(server, "POST", "/api/v1/campaigns", b.admin.token, R"({"name":"B's"})"));
  test::check_error(test::call(server, "POST", "/api/v1/campaigns", a.admin.token, R"({"name":" "})"), 400,
              "Please enter a campaign name");
  auto names = test::json_of(test::call(server, "GET", "/api/v1/campaigns", a.admin.token));
  REQUIRE(names.size() == 2);
  CHECK(names[0]["name"] == "Autumn");

  const json ids = {c2["id"], c1["id"]};
  auto assigned = test::json_of(test::call(server, "PUT", path, a.admin.token, json{{"campaignIds", ids}}.dump()));
  CHECK(assigned["campaignIds"] == json{c1["id"], c2["id"]});

  test::check_error(test::call(server, "PUT", path, a.admin.token, json{{"campaignIds", {foreign["id"]}}}.dump()), 400,
              "Unknown campaign id: " + std::to_string(foreign["id"].get<int>()));
  test::check_error(test::call(server, "PUT", path, a.admin.token, json{{"campaignIds", "1,2"}}.dump()), 400,
              "campaignIds must be a list of ids");
  // The failed calls changed nothing.
  auto listed = test::json_of(test::call(server, "GET", kAgentsPath, a.admin.token));
  for (const auto& entry : listed) {
    if (entry["id"] == agent["id"]) CHECK(entry["campaignIds"] == json{c1["id"], c2["id"]});
  }
  CHECK(test::json_of(test::call(server, "PUT", path, a.admin.token, R"({"campaignIds":[]})"))["campaignIds"].empty());
}

TEST_CASE("welcome e-mails and password resets go to the outbox, newest first in the history") {
  test::TestServer server;
  const auto org = make_org(server, "acme");
  const auto agent = create_agent(server, org.admin.token, agent_body("mail@acme.test"));
  const std::string path = kAgentsPath + "/" + std::to_string(agent["id"].get<int>());

  auto welcome = test::call(server, "POST", path + "/send-welcome-email", org.admin.token);
  CHECK(welcome->status == 202);
  CHECK(test::call(server, "POST", path + "/resend-welcome-email", org.admin.token)->status == 202);
  auto reset = test::call(server, "POST", path + "/send-password-reset", org.admin.token);
  REQUIRE(reset);
  CHECK(reset->status == 202);
  const auto link = test::json_of(reset)["resetLink"].get<std::string>();
  CHECK(link.starts_with("http://127.0.0.1:" + std::to_string(server.port()) + "/reset-password?token="));

  auto history = test::json_of(test::call(server, "GET", path + "/email-history", org.admin.token));
  REQUIRE(history.size() == 3);
  CHECK(history[0]["kind"] == "password_reset");
  CHECK(history[0]["subject"] == "Reset your Dialer Dashboard password");
  CHECK(history[0]["status"] == "queued");
  CHECK(history[0]["sentAt"].is_null());
  CHECK(history[1]["kind"] == "welcome");
  CHECK(history[2]["subject"] == "Welcome to Dialer Dashboard");
  CHECK(history[0]["id"].get<int>() > history[1]["id"].get<int>());

  // The queued message is ready for a sender, but the database holds no working link: the readable body has
  // it removed, the real one is sealed with a key only this run of the server has.
  const std::string token = link.substr(link.find("token=") + 6);
  server.app().database().read([&](SQLite::Database& db) {
    SQLite::Statement s(db, "SELECT recipient, body, sealed_body, expires_at FROM email_outbox WHERE kind = 'password_reset'");
    REQUIRE(s.executeStep());
    CHECK(s.getColumn(0).getString() == "mail@acme.test");
    CHECK(s.getColumn(1).getString().find("/reset-password?token=[removed]") != std::string::npos);
    CHECK(s.getColumn(1).getString().find(token) == std::string::npos);
    const auto* bytes = static_cast<const unsigned char*>(s.getColumn(2).getBlob());
    const std::vector<unsigned char> sealed(bytes, bytes + s.getColumn(2).getBytes());
    CHECK(std::string(sealed.begin(), sealed.end()).find(token) == std::string::npos);
    const auto opened = dialer::auth::open_sealed_text(sealed);
    REQUIRE(opened);
    CHECK(opened->find(link) != std::string::npos);
    CHECK(s.getColumn(3).getString() == test::json_of(reset)["expiresAt"].get<std::string>());
  });

  // A restart loses the key: the sealed message can no longer be sent, and says so.
  server.restart();
  history = test::json_of(test::call(server, "GET", path + "/email-history", test::sign_in(server, org.admin.email,
                                                                                          org.admin.password).token));
  CHECK(history[0]["status"] == "expired");
  CHECK(history[1]["status"] == "queued");
  CHECK(server.log().find("1 queued password reset e-mail(s) of the previous run expired") != std::string::npos);
}

TEST_CASE("a reset link sets the password once and signs the agent out everywhere") {
  test::TestServer server;
  const auto org = make_org(server, "acme");
  const auto agent = create_agent(server, org.admin.token, agent_body("forgot@acme.test"));
  const auto session = test::sign_in(server, "forgot@acme.test", "secret12");
  auto reset = test::call(server, "POST", kAgentsPath + "/" + std::to_string(agent["id"].get<int>()) + "/send-password-reset",
                          org.admin.token);
  const auto link = test::json_of(reset)["resetLink"].get<std::string>();
  const auto token = link.substr(link.find("token=") + 6);

  const auto redeem = [&](const std::string& t, const std::string& password) {
    return server.client().Post("/api/v1/auth/reset-password", json{{"token", t}, {"password", password}}.dump(),
                                "application/json");
  };
  test::check_error(redeem(token, "123"), 400, "Password must be at least 6 characters long");
  CHECK(redeem(token, "brandnew1")->status == 204);
  CHECK(test::call(server, "GET", "/api/v1/auth/me", session.token)->status == 401);
  test::sign_in(server, "forgot@acme.test", "brandnew1");
  test::check_error(redeem(token, "another12"), 400, "This password reset link is invalid or has expired");
  test::check_error(redeem("made-up", "another12"), 400, "This password reset link is invalid or has expired");
}

TEST_CASE("a reset link stops working when the agent's role or password changes, or the agent is deactivated") {
  test::TestServer server;
  const auto org = make_org(server, "acme");
  const auto agent = create_agent(server, org.admin.token, agent_body("later@acme.test"));
  const std::string path = kAgentsPath + "/" + std::to_string(agent["id"].get<int>());
  const auto link_token = [&] {
    const auto link = test::json_of(test::call(server, "POST", path + "/send-password-reset", org.admin.token))["resetLink"]
                          .get<std::string>();
    return link.substr(link.find("token=") + 6);
  };
  const auto redeem = [&](const std::string& token) {
    return server.client().Post("/api/v1/auth/reset-password", json{{"token", token}, {"password", "takeover1"}}.dump(),
                                "application/json");
  };
  const std::string invalid = "This password reset link is invalid or has expired";

  // An admin's link for an agent who is then promoted to superadmin must not take over the superadmin.
  const auto before_promotion = link_token();
  CHECK(test::call(server, "PUT", path, org.owner.token, json{{"role", "superadmin"}}.dump())->status == 200);
  test::check_error(redeem(before_promotion), 400, invalid);
  test::check_error(test::call(server, "POST", path + "/send-password-reset", org.admin.token), 403,
                    "Only a superadmin can create, edit or deactivate a superadmin");
  test::check_error(test::call(server, "POST", path + "/send-welcome-email", org.admin.token), 403,
                    "Only a superadmin can create, edit or deactivate a superadmin");
  CHECK(test::call(server, "PUT", path, org.owner.token, json{{"role", "agent"}}.dump())->status == 200);

  const auto before_password = link_token();
  CHECK(test::call(server, "PUT", path, org.admin.token, json{{"password", "changed12"}}.dump())->status == 200);
  test::check_error(redeem(before_password), 400, invalid);

  const auto before_deactivation = link_token();
  CHECK(test::call(server, "DELETE", path, org.admin.token)->status == 204);
  test::check_error(redeem(before_deactivation), 400, invalid);
}

TEST_CASE("links in e-mails use --public-url, and never a malformed Host header") {
  test::TestServer server([](dialer::AppConfig& config) { config.server.public_url = "https://dialer.example.test"; });
  const auto org = make_org(server, "acme");
  const auto agent = create_agent(server, org.admin.token, agent_body("link@acme.test"));
  const std::string path = kAgentsPath + "/" + std::to_string(agent["id"].get<int>());
  auto res = server.client().Post(path + "/send-password-reset",
                                  {{"Authorization", "Bearer " + org.admin.token}, {"Host", "evil.example"}}, "",
                                  "application/json");
  CHECK(test::json_of(res)["resetLink"].get<std::string>().starts_with("https://dialer.example.test/reset-password?"));

  test::TestServer plain;
  const auto other = make_org(plain, "beta");
  const auto someone = create_agent(plain, other.admin.token, agent_body("x@beta.test"));
  const std::string other_path = kAgentsPath + "/" + std::to_string(someone["id"].get<int>());
  auto poisoned = plain.client().Post(other_path + "/send-password-reset",
                                      {{"Authorization", "Bearer " + other.admin.token},
                                       {"Host", "evil.example/phish?x="}},
                                      "", "application/json");
  CHECK(test::json_of(poisoned)["resetLink"].get<std::string>().starts_with("http://127.0.0.1/reset-password?"));
}
