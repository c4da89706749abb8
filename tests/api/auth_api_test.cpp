// Registration, sign-in, sessions and their rules over real HTTP.
#include <doctest/doctest.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include "support/accounts.hpp"

namespace {

using nlohmann::json;

json registration(const std::string& email) {
  return {{"companyName", "Acme Calls"}, {"name", "Ada King Lovelace"},
          {"email", email},              {"phone", "+1 (555) 123-4567"},
          {"password", "secret1"},       {"smsConsent", true},
          {"emailConsent", false},       {"consentTimestamp", "2026-11-21T09:59:58.123Z"}};
}

httplib::Result post_json(test::TestServer& server, const std::string& path, const json& body,
                          const httplib::Headers& headers = {}) {
  return server.client().Post(path, headers, body.dump(), "application/json");
}

}  // namespace

TEST_CASE("register-trial creates the organization, its superadmin, a session and a consent record") {
  test::TestServer server;
  auto res = post_json(server, "/api/v1/auth/register-trial", registration("Ada@Example.com"),
                  {{"User-Agent", "TestBrowser/1.0"}});
  REQUIRE(res);
  CHECK(res->status == 201);
  const auto body = test::json_of(res);
  CHECK(body["token"].get<std::string>().size() == 43);  // 256 bits, base64url
  const auto& user = body["user"];
  CHECK(user["name"] == "Ada King Lovelace");
  CHECK(user["firstName"] == "Ada");
  CHECK(user["lastName"] == "King Lovelace");
  CHECK(user["email"] == "Ada@Example.com");
  CHECK(user["role"] == "superadmin");
  CHECK(user["organizationName"] == "Acme Calls");
  CHECK(user["organizationId"].is_number_integer());
  CHECK(user["id"].is_number_integer());

  auto me = server.client().Get("/api/v1/auth/me", test::bearer(body["token"]));
  CHECK(test::json_of(me)["user"] == user);

  server.app().database().read([&](SQLite::Database& db) {
    SQLite::Statement s(db,
                        "SELECT sms_consent, email_consent, phone, client_timestamp, client_ip, user_agent, "
                        "terms_version, privacy_version, received_at FROM consent_records WHERE user_id = ?");
    s.bind(1, user["id"].get<int64_t>());
    REQUIRE(s.executeStep());
    CHECK(s.getColumn(0).getInt() == 1);
    CHECK(s.getColumn(1).getInt() == 0);
    CHECK(s.getColumn(2).getString() == "+1 (555) 123-4567");
    CHECK(s.getColumn(3).getString() == "2026-11-21T09:59:58.123Z");
    CHECK(s.getColumn(4).getString() == "127.0.0.1");
    CHECK(s.getColumn(5).getString() == "TestBrowser/1.0");
    CHECK(s.getColumn(6).getString() == "2026-11-21");
    CHECK(s.getColumn(7).getString() == "2026-11-21");
    CHECK(s.getColumn(8).getString().ends_with("Z"));
    // Only a hash of the token is stored.
    CHECK(db.execAndGet("SELECT length(token_hash) FROM sessions").getInt() == 32);
    CHECK(db.execAndGet("SELECT count(*) FROM sessions WHERE token_hash = '" + body["token"].get<std::string>() + "'")
              .getInt() == 0);
  });
}

TEST_CASE("register-trial checks fields in a fixed order with the form's messages") {
  test::TestServer server;
  // Each case uses its own e-mail so that the per-e-mail throttle does not join in.
  int case_number = 0;
  const auto with = [&case_number](json body, const std::string& field, json value) {
    body["email"] = "case" + std::to_string(++case_number) + "@example.com";
    body[field] = std::move(value);
    return body;
  };
  const auto base = registration("order@example.com");
  for (const char* field : {"companyName", "name", "email", "password"}) {
    CAPTURE(field);
    test::check_error(post_json(server, "/api/v1/auth/register-trial", with(base, field, "")), 400,
                "Please fill in all required fields");
    if (std::string(field) != "password") {  // spaces are a (short) password, not an empty field
      test::check_error(post_json(server, "/api/v1/auth/register-trial", with(base, field, "   ")), 400,
                  "Please fill in all required fields");
    }
  }
  // Required fields come before the password length, which comes before the e-mail format.
  test::check_error(post_json(server, "/api/v1/auth/register-trial", with(with(base, "password", "12345"), "name", "")),
                    400, "Please fill in all required fields");
  test::check_error(post_json(server, "/api/v1/auth/register-trial", with(base, "password", "12345")), 400,
                    "Password must be at least 6 characters long");
  test::check_error(
      post_json(server, "/api/v1/auth/register-trial", with(with(base, "password", "12345"), "email", "nope")), 400,
      "Password must be at least 6 characters long");
  test::check_error(post_json(server, "/api/v1/auth/register-trial", with(base, "email", "not-an-email")), 400,
                    "Please enter a valid email address");
  test::check_error(post_json(server, "/api/v1/auth/register-trial", with(base, "companyName", std::string(201, 'c'))),
                    400, "Company name must be at most 200 characters");
  // Characters, not bytes: 201 two-byte letters are too many (200 are fine: the next test).
  std::string long_name;
  for (int i = 0; i < 201; ++i) long_name += "ö";
  test::check_error(post_json(server, "/api/v1/auth/register-trial", with(base, "companyName", long_name)), 400,
              "Company name must be at most 200 characters");
  test::check_error(post_json(server, "/api/v1/auth/register-trial", with(base, "smsConsent", "yes")), 400,
              "smsConsent must be true or false");
  test::check_error(post_json(server, "/api/v1/auth/register-trial", with(base, "email", 42)), 400, "email must be a string");

  // Nothing was created by any of that.
  server.app().database().read([](SQLite::Database& db) {
    CHECK(db.execAndGet("SELECT count(*) FROM organizations").getInt() == 0);
    CHECK(db.execAndGet("SELECT count(*) FROM users").getInt() == 0);
  });
}

TEST_CASE("register-trial counts a name's characters, not its bytes") {
  test::TestServer server;
  std::string name;
  for (int i = 0; i < 200; ++i) name += "ö";
  const auto res = post_json(server, "/api/v1/auth/register-trial",
                        json{{"companyName", name}, {"name", "Jörg Müller"}, {"email", "j@umlaut.test"},
                             {"password", "secret123"}});
  REQUIRE(res);
  CHECK(res->status == 201);
  CHECK(test::json_of(res)["user"]["organizationName"] == name);
}

TEST_CASE("e-mail addresses are unique on the appliance, compared case-insensitively") {
  test::TestServer server;
  CHECK(post_json(server, "/api/v1/auth/register-trial", registration("dup@example.com"))->status == 201);
  auto again = post_json(server, "/api/v1/auth/register-trial", registration("DUP@Example.COM"));
  test::check_error(again, 409, "An account with this email already exists");
  CHECK(test::json_of(again)["code"] == "email_taken");
  server.app().database().read(
      [](SQLite::Database& db) { CHECK(db.execAndGet("SELECT count(*) FROM organizations").getInt() == 1); });
}

TEST_CASE("login answers token and user, the same 401 for a wrong password and an unknown e-mail") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "owner@acme.test", "rightpass");

  auto ok = post_json(server, "/api/v1/auth/login", {{"email", "OWNER@acme.test"}, {"password", "rightpass"}});
  REQUIRE(ok);
  CHECK(ok->status == 200);
  const auto body = test::json_of(ok);
  CHECK(body["user"] == owner.user);
  CHECK(body["token"] != owner.token);  // a new token on every login

  auto wrong = post_json(server, "/api/v1/auth/login", {{"email", "owner@acme.test"}, {"password", "wrongpass"}});
  auto unknown = post_json(server, "/api/v1/auth/login", {{"email", "nobody@acme.test"}, {"password", "wrongpass"}});
  test::check_error(wrong, 401, "Invalid email or password");
  test::check_error(unknown, 401, "Invalid email or password");
  CHECK(wrong->body == unknown->body);
  test::check_error(post_json(server, "/api/v1/auth/login", json::object()), 400,
                    "Please enter your email and password");
}

TEST_CASE("without a token protected routes answer 401 Authentication required, a bad one session expired") {
  test::TestServer server;
  test::check_error(server.client().Get("/api/v1/auth/me"), 401, "Authentication required");
  test::check_error(server.client().Get("/api/v1/auth/me", {{"Authorization", "Basic abc"}}), 401, "Authentication required");
  test::check_error(server.client().Get("/api/v1/auth/me", test::bearer("made-up-token")), 401,
              "Your session has expired. Please sign in again.");
}

TEST_CASE("logout kills the token and only that one") {
  test::TestServer server;
  const auto first = test::register_company(server, "Acme", "two@acme.test");
  const auto second = test::sign_in(server, "two@acme.test", first.password);

  auto out = server.client().Post("/api/v1/auth/logout", test::bearer(first.token), "", "application/json");
  REQUIRE(out);
  CHECK(out->status == 204);
  test::check_error(server.client().Get("/api/v1/auth/me", test::bearer(first.token)), 401,
              "Your session has expired. Please sign in again.");
  CHECK(server.client().Get("/api/v1/auth/me", test::bearer(second.token))->status == 200);
}

TEST_CASE("a deactivated user cannot sign in and their old token is dead") {
  test::TestServer server;
  test::register_company(server, "Acme", "boss@acme.test");
  const auto agent = test::add_user(server, "Acme", "gone@acme.test", "agent");
  server.app().database().write([](SQLite::Database& db) {
    db.exec("UPDATE users SET active = 0 WHERE email_key = 'gone@acme.test'");
  });
  test::check_error(server.client().Get("/api/v1/auth/me", test::bearer(agent.token)), 401,
              "Your session has expired. Please sign in again.");
  test::check_error(post_json(server, "/api/v1/auth/login", {{"email", "gone@acme.test"}, {"password", agent.password}}), 403,
              "This account has been deactivated");
}

TEST_CASE("a password reset signs the user out everywhere and the new password works") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "reset@acme.test", "oldpassword");
  server.app().accounts().reset_password("reset@acme.test", "newpassword");
  test::check_error(server.client().Get("/api/v1/auth/me", test::bearer(owner.token)), 401,
              "Your session has expired. Please sign in again.");
  test::check_error(post_json(server, "/api/v1/auth/login", {{"email", "reset@acme.test"}, {"password", "oldpassword"}}), 401,
              "Invalid email or password");
  test::sign_in(server, "reset@acme.test", "newpassword");
}

TEST_CASE("repeated failed logins are throttled with 429 and Retry-After") {
  test::TestServer server;
  test::register_company(server, "Acme", "target@acme.test", "rightpass");
  for (int i = 0; i < 5; ++i) {
    test::check_error(post_json(server, "/api/v1/auth/login", {{"email", "target@acme.test"}, {"password", "guess"}}),
                      401, "Invalid email or password");
  }
  auto limited = post_json(server, "/api/v1/auth/login", {{"email", "target@acme.test"}, {"password", "rightpass"}});
  REQUIRE(limited);
  CHECK(limited->status == 429);
  const int retry_after = std::stoi(limited->get_header_value("Retry-After"));
  CHECK(retry_after > 0);
  CHECK(retry_after <= 900);
  CHECK(test::json_of(limited)["error"] ==
        "Too many attempts. Try again in " + std::to_string(retry_after) + " seconds.");
  // Another account from the same address is not locked by this one's failures.
  test::register_company(server, "Other", "other@acme.test", "otherpass");
  test::sign_in(server, "other@acme.test", "otherpass");
}

TEST_CASE("repeated failed registrations are throttled too") {
  test::TestServer server;
  auto body = registration("spam@example.com");
  body["password"] = "123";
  for (int i = 0; i < 5; ++i) CHECK(post_json(server, "/api/v1/auth/register-trial", body)->status == 400);
  auto limited = post_json(server, "/api/v1/auth/register-trial", registration("spam@example.com"));
  REQUIRE(limited);
  CHECK(limited->status == 429);
  CHECK(limited->has_header("Retry-After"));
}

TEST_CASE("with registration closed, register-trial is 403 and the UI is told") {
  test::TestServer server([](dialer::AppConfig& config) { config.accounts.registration_open = false; });
  CHECK(test::json_of(server.client().Get("/api/v1/auth/registration")) == json{{"open", false}});
  test::check_error(post_json(server, "/api/v1/auth/register-trial", registration("closed@example.com")), 403,
              "Registration is closed");

  test::TestServer open_server;
  CHECK(test::json_of(open_server.client().Get("/api/v1/auth/registration")) == json{{"open", true}});
}
