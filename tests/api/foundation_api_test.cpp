// The HTTP and JSON API base over real HTTP: envelope, limits, security headers, restart, graceful stop.
#include <doctest/doctest.h>

#include <chrono>
#include <future>
#include <thread>

#include "api/json_io.hpp"
#include "dialer/startup_error.hpp"
#include "support/test_server.hpp"

namespace {

using dialer::http::ApiRequest;

// Test-only routes: a JSON echo (for the body rules), a failing handler (for the 500), a slow one (for the
// graceful stop) and a note store (for the restart).
void add_test_routes(dialer::Application& app) {
  auto& router = app.router();
  router.add("POST", "/api/v1/test/echo", dialer::http::Access::kPublic, [](ApiRequest& req) {
    return dialer::api::json_response(200, dialer::api::parse_json_object(req));
  });
  router.add("GET", "/api/v1/test/boom", dialer::http::Access::kPublic, [](ApiRequest&) -> dialer::http::ApiResponse {
    throw std::runtime_error("secret internal detail 42");
  });
  router.add("GET", "/api/v1/test/slow", dialer::http::Access::kPublic, [](ApiRequest&) {
    std::this_thread::sleep_for(std::chrono::milliseconds(400));
    return dialer::api::json_response(200, {{"done", true}});
  });
  auto& db = app.database();
  router.add("PUT", "/api/v1/test/note", dialer::http::Access::kPublic, [&db](ApiRequest& req) {
    const auto body = dialer::api::parse_json_object(req);
    db.write([&](SQLite::Database& c) {
      SQLite::Statement s(c, "INSERT OR REPLACE INTO app_meta (key, value) VALUES ('test_note', ?)");
      s.bind(1, body.at("note").get<std::string>());
      s.exec();
    });
    return dialer::api::no_content();
  });
  router.add("GET", "/api/v1/test/note", dialer::http::Access::kPublic, [&db](ApiRequest&) {
    const std::string note = db.read([](SQLite::Database& c) {
      return c.execAndGet("SELECT coalesce((SELECT value FROM app_meta WHERE key = 'test_note'), '')").getString();
    });
    return dialer::api::json_response(200, {{"note", note}});
  });
}

void check_security_headers(const httplib::Result& res) {
  REQUIRE(res);
  CHECK(res->get_header_value("Content-Security-Policy") ==
        "default-src 'self'; connect-src 'self' https://*.twilio.com wss://*.twilio.com; media-src 'self' blob: "
        "https://sdk.twilio.com; object-src 'none'; base-uri 'none'; frame-ancestors 'none'");
  CHECK(res->get_header_value("X-Content-Type-Options") == "nosniff");
  CHECK(res->get_header_value("Referrer-Policy") == "same-origin");
}

void check_envelope(const httplib::Result& res, int status, const std::string& code) {
  REQUIRE(res);
  CHECK(res->status == status);
  CHECK(res->get_header_value("Content-Type") == "application/json");
  const auto body = test::json_of(res);
  CHECK(body["code"] == code);
  CHECK(body["error"].is_string());
  CHECK(!body["error"].get<std::string>().empty());
  check_security_headers(res);
}

}  // namespace

TEST_CASE("health answers ok with the version and the database state") {
  test::TestServer server;
  auto res = server.client().Get("/api/v1/health");
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(res->get_header_value("Content-Type") == "application/json");
  const auto body = test::json_of(res);
  CHECK(body == nlohmann::json{{"status", "ok"}, {"version", DIALER_VERSION}, {"database", "ok"}});
  check_security_headers(res);
  CHECK(server.client().Head("/api/v1/health")->status == 200);
}

TEST_CASE("unknown API paths are 404 and wrong methods 405, both in the envelope") {
  test::TestServer server;
  auto client = server.client();
  check_envelope(client.Get("/api/v1/no-such-thing"), 404, "not_found");
  check_envelope(client.Get("/api/v2/health"), 404, "not_found");
  check_envelope(client.Get("/api"), 404, "not_found");

  auto res = client.Delete("/api/v1/health");
  check_envelope(res, 405, "method_not_allowed");
  CHECK(res->get_header_value("Allow") == "GET");
  check_envelope(client.Post("/api/v1/health", "", "application/json"), 405, "method_not_allowed");
}

TEST_CASE("request bodies: malformed JSON 400, non-JSON 415, over 1 MiB 413, non-object 400") {
  test::TestServer server({}, add_test_routes);
  auto client = server.client();

  auto ok = client.Post("/api/v1/test/echo", R"({"a":1})", "application/json");
  REQUIRE(ok);
  CHECK(ok->status == 200);
  CHECK(test::json_of(ok) == nlohmann::json{{"a", 1}});
  CHECK(client.Post("/api/v1/test/echo", R"({"a":1})", "application/json; charset=utf-8")->status == 200);

  auto bad = client.Post("/api/v1/test/echo", R"({"a":)", "application/json");
  check_envelope(bad, 400, "invalid_json");
  CHECK(test::json_of(bad)["error"].get<std::string>().starts_with("Malformed JSON: parse error at line 1, column"));

  check_envelope(client.Post("/api/v1/test/echo", "a=1", "application/x-www-form-urlencoded"), 415,
                 "unsupported_media_type");
  check_envelope(client.Post("/api/v1/test/echo", "[1,2]", "application/json"), 400, "invalid_body");

  const std::string big = "{\"a\":\"" + std::string(1024 * 1024 + 10, 'x') + "\"}";
  check_envelope(client.Post("/api/v1/test/echo", big, "application/json"), 413, "payload_too_large");

  // The server keeps running after all of that.
  CHECK(server.client().Get("/api/v1/health")->status == 200);
}

TEST_CASE("an unexpected exception is a generic 500 and the detail goes to the log only") {
  test::TestServer server({}, add_test_routes);
  auto res = server.client().Get("/api/v1/test/boom");
  check_envelope(res, 500, "internal_error");
  CHECK(res->body.find("secret internal detail") == std::string::npos);
  CHECK(server.log().find("secret internal detail 42") != std::string::npos);
  CHECK(server.client().Get("/api/v1/health")->status == 200);
}

TEST_CASE("every request is logged with method, path, status and milliseconds") {
  test::TestServer server;
  server.client().Get("/api/v1/health?x=secret-query");
  const auto log = server.wait_for_log("GET /api/v1/health 200 ");
  CHECK(log.find("GET /api/v1/health 200 ") != std::string::npos);
  CHECK(log.find("ms\n") != std::string::npos);
  CHECK(log.find("secret-query") == std::string::npos);  // query strings may carry keys
}

TEST_CASE("data written through the API survives a restart, and a clean stop leaves no WAL behind") {
  test::TestServer server({}, add_test_routes);
  auto put = server.client().Put("/api/v1/test/note", R"({"note":"kept across restarts"})", "application/json");
  REQUIRE(put);
  CHECK(put->status == 204);

  server.stop();
  CHECK(std::filesystem::exists(server.db_path()));
  CHECK(!std::filesystem::exists(server.db_path() + "-wal"));
  server.start();

  auto get = server.client().Get("/api/v1/test/note");
  CHECK(test::json_of(get)["note"] == "kept across restarts");
}

TEST_CASE("stopping lets a request in flight finish") {
  test::TestServer server({}, add_test_routes);
  auto pending = std::async(std::launch::async, [&] { return server.client().Get("/api/v1/test/slow"); });
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  server.stop();
  auto res = pending.get();
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(test::json_of(res)["done"] == true);
}

TEST_CASE("a second server on the same port is refused with a clear reason") {
  test::TestServer first;
  dialer::Logger quiet(dialer::LogFormat::kText, stderr);
  dialer::AppConfig config;
  test::TempDir dir;
  config.db_path = dir.file("other.db");
  config.server.port = first.port();
  dialer::Application second(config, quiet);
  try {
    second.bind();
    FAIL("bind should have failed");
  } catch (const dialer::StartupError& e) {
    CHECK(std::string(e.what()).find("is already in use") != std::string::npos);
  }
}
