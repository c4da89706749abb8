// Input a fuzzer or a careless client sends, on the real routes: numbers past a double, NUL characters, a
// byte-order mark; and the headers that keep tokens and personal data out of caches.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "support/accounts.hpp"

namespace {

using nlohmann::json;

void check_invalid_json(const httplib::Result& res, const std::string& error) {
  REQUIRE(res);
  CHECK(res->status == 400);
  const auto body = test::json_of(res);
  CHECK(body["code"] == "invalid_json");
  CHECK(body["error"] == error);
}

}  // namespace

TEST_CASE("hostile input: a number past a double is a 400 on public and signed-in routes, not a 500") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Overflow", "o@overflow.test");
  const std::string message = "Malformed JSON: a number is too large";
  check_invalid_json(test::call(server, "POST", "/api/v1/auth/login", "", R"({"email":1e999999})"), message);
  check_invalid_json(test::call(server, "POST", "/api/v1/auth/register-trial", "", R"({"n":-1e999999})"), message);
  check_invalid_json(test::call(server, "POST", "/api/v1/leads", owner.token, R"({"name":"A","x":[1e400]})"),
                     message);
  CHECK(server.log().find("unexpected error") == std::string::npos);
  // Large numbers a double holds are still JSON.
  const auto fine = test::call(server, "POST", "/api/v1/leads", owner.token, R"({"name":"A","x":1e308})");
  REQUIRE(fine);
  CHECK(fine->status == 201);
}

TEST_CASE("hostile input: text with a NUL character is refused and nothing is stored") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Nul", "o@nul.test");
  check_invalid_json(test::call(server, "POST", "/api/v1/leads", owner.token, R"({"name":"Ada\u0000King"})"),
                     "Text must not contain NUL characters (\\u0000)");
  check_invalid_json(test::call(server, "POST", "/api/v1/leads", owner.token, R"({"name":"Ada","a\u0000":1})"),
                     "Text must not contain NUL characters (\\u0000)");
  check_invalid_json(test::call(server, "POST", "/api/v1/auth/login", "", R"({"email":"o@nul.test\u0000"})"),
                     "Text must not contain NUL characters (\\u0000)");
  const auto list = test::json_of(test::call(server, "GET", "/api/v1/leads", owner.token));
  CHECK(list["pagination"]["total"] == 0);
  // An escaped backslash followed by "u0000" is ordinary text.
  const auto literal = test::call(server, "POST", "/api/v1/leads", owner.token, R"({"name":"C:\\u0000"})");
  REQUIRE(literal);
  CHECK(literal->status == 201);
  CHECK(test::json_of(literal)["name"] == "C:\\u0000");
}

TEST_CASE("hostile input: a UTF-8 byte-order mark before the JSON is skipped") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Bom", "o@bom.test");
  const auto res = test::call(server, "POST", "/api/v1/leads", owner.token, "\xEF\xBB\xBF{\"name\":\"Müller\"}");
  REQUIRE(res);
  CHECK(res->status == 201);
  CHECK(test::json_of(res)["name"] == "Müller");
  // Only at the start: one inside the document is malformed JSON.
  const auto inside = test::call(server, "POST", "/api/v1/leads", owner.token, "{\xEF\xBB\xBF\"name\":\"A\"}");
  REQUIRE(inside);
  CHECK(inside->status == 400);
}

TEST_CASE("hostile input: answers that carry tokens or personal data are never cached") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Cache", "o@cache.test");
  const auto login = test::call(server, "POST", "/api/v1/auth/login", "",
                                json{{"email", "o@cache.test"}, {"password", "secret123"}}.dump());
  REQUIRE(login);
  CHECK(login->status == 200);
  CHECK(login->get_header_value("Cache-Control") == "no-store");
  for (const char* path : {"/api/v1/auth/me", "/api/v1/leads", "/api/v1/leads/export", "/api/v1/mayor/agents"}) {
    CAPTURE(path);
    const auto res = test::call(server, "GET", path, owner.token);
    REQUIRE(res);
    CHECK(res->status == 200);
    CHECK(res->get_header_value("Cache-Control") == "no-store");
  }
  const auto refused = test::call(server, "GET", "/api/v1/leads");
  REQUIRE(refused);
  CHECK(refused->get_header_value("Cache-Control") == "no-store");
}
