// Serving the UI over real HTTP: caching headers, ETag/304, gzip, deep links, HEAD.
#include <doctest/doctest.h>

#include <array>

#include "http/embedded_assets.hpp"
#include "support/test_server.hpp"

namespace {

using dialer::http::EmbeddedAsset;

// A small asset table with known bytes, so every header can be checked exactly.
constexpr std::string_view kIndex = "<!doctype html><title>Dialer Dashboard</title><script src=\"/assets/app-ABC.js\">";
constexpr std::string_view kIndexGzip = "GZIPPED-INDEX";  // stands in for real gzip bytes: served as is
constexpr std::string_view kScript = "console.log('app')";
const std::array<EmbeddedAsset, 3> kAssets{{
    {"/index.html", "text/html; charset=utf-8", "\"idx1\"", kIndex, kIndexGzip, false},
    {"/assets/app-ABC.js", "text/javascript; charset=utf-8", "\"js1\"", kScript, {}, true},
    {"/favicon.svg", "image/svg+xml", "\"fav1\"", "<svg/>", {}, false},
}};

test::TestServer synthetic_server() {
  return test::TestServer([](dialer::AppConfig& config) { config.server.assets = kAssets; });
}

}  // namespace

TEST_CASE("hashed assets are cacheable forever, with their type and ETag") {
  auto server = synthetic_server();
  auto res = server.client().Get("/assets/app-ABC.js");
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(res->body == kScript);
  CHECK(res->get_header_value("Content-Type") == "text/javascript; charset=utf-8");
  CHECK(res->get_header_value("Cache-Control") == "public, max-age=31536000, immutable");
  CHECK(res->get_header_value("ETag") == "\"js1\"");
  CHECK(res->get_header_value("X-Content-Type-Options") == "nosniff");
  CHECK(!res->has_header("Content-Encoding"));
}

TEST_CASE("a matching If-None-Match answers 304 without a body") {
  auto server = synthetic_server();
  auto res = server.client().Get("/assets/app-ABC.js", {{"If-None-Match", "\"js1\""}});
  REQUIRE(res);
  CHECK(res->status == 304);
  CHECK(res->body.empty());
  CHECK(server.client().Get("/assets/app-ABC.js", {{"If-None-Match", "\"old\""}})->status == 200);
}

TEST_CASE("index.html is no-cache and sent gzipped only to clients that accept gzip") {
  auto server = synthetic_server();
  auto plain = server.client().Get("/index.html", {{"Accept-Encoding", "identity"}});
  REQUIRE(plain);
  CHECK(plain->body == kIndex);
  CHECK(plain->get_header_value("Cache-Control") == "no-cache");
  CHECK(plain->get_header_value("Vary") == "Accept-Encoding");
  CHECK(!plain->has_header("Content-Encoding"));

  auto gzip = server.client().Get("/index.html", {{"Accept-Encoding", "gzip, deflate, br"}});
  REQUIRE(gzip);
  CHECK(gzip->get_header_value("Content-Encoding") == "gzip");
  CHECK(gzip->body == kIndexGzip);
}

TEST_CASE("every other path outside /api answers index.html so deep links reload") {
  auto server = synthetic_server();
  for (const char* path : {"/", "/leads", "/integration", "/register?trial=true", "/a/b/c"}) {
    CAPTURE(path);
    auto res = server.client().Get(path, {{"Accept-Encoding", "identity"}});
    REQUIRE(res);
    CHECK(res->status == 200);
    CHECK(res->body == kIndex);
    CHECK(res->get_header_value("Content-Type") == "text/html; charset=utf-8");
    CHECK(res->get_header_value("Content-Security-Policy").starts_with("default-src 'self'"));
  }
}

TEST_CASE("a missing hashed asset is 404, never index.html") {
  auto server = synthetic_server();
  auto res = server.client().Get("/assets/app-OLD.js");
  REQUIRE(res);
  CHECK(res->status == 404);
  CHECK(res->body.find("<!doctype") == std::string::npos);
}

TEST_CASE("HEAD works where GET does") {
  auto server = synthetic_server();
  auto res = server.client().Head("/leads", {{"Accept-Encoding", "identity"}});
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(res->body.empty());
  CHECK(res->get_header_value("Content-Length") == std::to_string(kIndex.size()));
  CHECK(server.client().Head("/assets/app-ABC.js")->status == 200);
}

TEST_CASE("the binary's own embedded UI is served") {
  test::TestServer server;
  auto res = server.client().Get("/leads", {{"Accept-Encoding", "identity"}});
  REQUIRE(res);
  CHECK(res->status == 200);
  CHECK(res->body.find("<title>Dialer Dashboard</title>") != std::string::npos);
#ifdef DIALER_UI_EMBEDDED
  // Each hashed script and stylesheet is served, gzipped where that helps, and named by index.html — or by
  // another script: the live-events worker by the app, which starts it, and a screen's chunk by the script
  // that imports it ("./chunk-….js").
  std::vector<std::string> scripts;
  for (const auto& asset : dialer::http::embedded_assets()) {
    if (asset.path.ends_with(".js")) scripts.emplace_back(asset.body);
  }
  REQUIRE_FALSE(scripts.empty());
  const auto named_by_a_script = [&](const std::string& path, const std::string& name) {
    for (const auto& script : scripts) {
      if (script.find(path) != std::string::npos || script.find("./" + name) != std::string::npos) return true;
    }
    return false;
  };
  int hashed = 0;
  for (const auto& asset : dialer::http::embedded_assets()) {
    if (!asset.immutable) continue;
    ++hashed;
    CAPTURE(asset.path);
    const std::string path(asset.path);
    const bool named = res->body.find(path) != std::string::npos ||
                       named_by_a_script(path, path.substr(path.rfind('/') + 1));
    CHECK(named);
    auto file = server.client().Get(std::string(asset.path), {{"Accept-Encoding", "gzip"}});
    REQUIRE(file);
    CHECK(file->status == 200);
    // A file gzip cannot shrink (a tiny shared chunk) is kept and served as it is.
    if (asset.gzip_body.empty()) {
      CHECK(file->get_header_value("Content-Encoding").empty());
      CHECK(asset.body.size() < 1024);
      continue;
    }
    CHECK(file->get_header_value("Content-Encoding") == "gzip");
    CHECK(file->body.size() < asset.body.size());
  }
  CHECK(hashed >= 3);
#else
  CHECK(res->body.find("no embedded UI") != std::string::npos);
#endif
}
