// Every registered route, called with mutated bodies and query strings (seeded, so a failure repeats): no
// answer may be a 5xx, every refusal is the JSON envelope, and the server logs no unexpected error.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "support/accounts.hpp"

namespace {

using nlohmann::json;

constexpr unsigned kSeed = 20261124;
constexpr int kRequests = 20000;

// A body with the fields the routes read, valid enough that mutations reach the handlers' own checks.
json base_body() {
  return json{{"name", "Ada King"},
              {"firstName", "Ada"},
              {"lastName", "King"},
              {"email", "ada@fuzz.test"},
              {"phone", "+15551234567"},
              {"company", "Acme"},
              {"status", "new"},
              {"notes", "met at the fair"},
              {"listId", 1},
              {"list", "Spring"},
              {"password", "secret123"},
              {"companyName", "Fuzz Co"},
              {"role", "agent"},
              {"campaignIds", json::array({1})},
              {"url", "http://127.0.0.1:1/hook"},
              {"secret", "s3cret"},
              {"events", json::array({"lead.created"})},
              {"apiKey", "key"},
              {"locationId", "loc"},
              {"enabled", true},
              {"step", "leads"},
              {"completed", true},
              {"token", "t"},
              {"description", "d"}};
}

class Mutator {
 public:
  explicit Mutator(unsigned seed) : rng_(seed) {}

  int below(int n) { return std::uniform_int_distribution<int>(0, n - 1)(rng_); }

  json hostile_value() {
    switch (below(16)) {
      case 0: return json::parse("1e308");
      case 1: return -1;
      case 2: return 9223372036854775807LL;
      case 3: return 18446744073709551615ULL;
      case 4: return 0.5;
      case 5: return nullptr;
      case 6: return true;
      case 7: return json::array({1, "x", nullptr});
      case 8: return json::object({{"a", json::object({{"b", 1}})}});
      case 9: return std::string(below(3) == 0 ? 70000 : 300, 'x');
      case 10: return "";
      case 11: return "   ";
      case 12: return "Ünïcødé ✓ 𝄞";
      case 13: return "'; DROP TABLE leads; --";
      case 14: return "<script>alert(1)</script>";
      default: return std::to_string(below(1000000));
    }
  }

  std::string body() {
    json value = base_body();
    // Keep a random part of the fields, then make some of them hostile.
    for (auto it = value.begin(); it != value.end();) {
      it = below(3) == 0 ? value.erase(it) : std::next(it);
    }
    const int hostile = below(4);
    for (int i = 0; i < hostile && !value.empty(); ++i) {
      auto it = value.begin();
      std::advance(it, below(static_cast<int>(value.size())));
      *it = hostile_value();
    }
    std::string text = below(8) == 0 ? json::array({value}).dump() : value.dump();
    return below(2) == 0 ? text : mangled(std::move(text));
  }

  // Byte-level damage: what a broken client, a proxy or a fuzzer sends.
  std::string mangled(std::string text) {
    static const std::vector<std::string> kInserts = {
        "1e999999", "-1e999999", "\\u0000", "\\ud800", "\xEF\xBB\xBF", "\xC3\x28", "\xFF\xFE", "\"", "\\", "{",
        "}", "[", "]", ",", ":", "null", "9999999999999999999999999", "0x10", "NaN", "\x01"};
    const int edits = 1 + below(3);
    for (int i = 0; i < edits; ++i) {
      const auto at = text.empty() ? 0 : static_cast<std::size_t>(below(static_cast<int>(text.size())));
      switch (below(4)) {
        case 0: text.insert(at, kInserts[static_cast<std::size_t>(below(static_cast<int>(kInserts.size())))]); break;
        case 1: if (!text.empty()) text.erase(at, 1 + static_cast<std::size_t>(below(4))); break;
        case 2: if (!text.empty()) text[at] = static_cast<char>(below(256)); break;
        default: text.resize(at); break;
      }
    }
    return text;
  }

  std::string query() {
    static const std::vector<std::string> kKeys = {"page", "limit", "search", "status", "listId", "sort",
                                                   "order", "from", "to", "level", "cursor", "ticket"};
    static const std::vector<std::string> kValues = {
        "1", "0", "-1", "99999999999999999999", "1e999999", "abc", "%00", "%FF%FE", "%C3%28", "",
        "new", "%27%3B--", std::string(3000, 'a'), "2026-13-45", "%E2%9C%93"};
    std::string q;
    const int pairs = below(4);
    for (int i = 0; i < pairs; ++i) {
      q += (i == 0 ? "?" : "&") + kKeys[static_cast<std::size_t>(below(static_cast<int>(kKeys.size())))] + "=" +
           kValues[static_cast<std::size_t>(below(static_cast<int>(kValues.size())))];
    }
    return q;
  }

  std::string path(const std::string& pattern, const std::vector<std::string>& ids) {
    std::string out = pattern;
    for (auto open = out.find('{'); open != std::string::npos; open = out.find('{')) {
      static const std::vector<std::string> kOdd = {"0", "-1", "99999999999999999999", "abc", "1e3", "%00"};
      const std::string id = below(4) == 0 ? kOdd[static_cast<std::size_t>(below(static_cast<int>(kOdd.size())))]
                                           : ids[static_cast<std::size_t>(below(static_cast<int>(ids.size())))];
      out.replace(open, out.find('}', open) - open + 1, id);
    }
    return out;
  }

 private:
  std::mt19937 rng_;
};

}  // namespace

TEST_CASE("fuzz: 20,000 mutated requests over every route answer no 5xx and refuse in the envelope") {
  // Nothing outside is reachable: the GoHighLevel client and webhooks are pointed at a closed port.
  test::TestServer server([](dialer::AppConfig& config) { config.ghl_base_url = "http://127.0.0.1:1"; });
  const auto owner = test::register_company(server, "Fuzz Co", "owner@fuzz.test");

  // Real objects for {id}: a lead, a list, an agent, a webhook.
  std::vector<std::string> ids = {"1"};
  const auto lead = test::call(server, "POST", "/api/v1/leads", owner.token, R"({"name":"Fuzzed Lead"})");
  REQUIRE(lead->status == 201);
  ids.push_back(test::json_of(lead)["id"].dump());
  const auto list = test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Fuzz list"})");
  REQUIRE(list->status == 201);
  ids.push_back(test::json_of(list)["id"].dump());

  std::vector<dialer::http::Router::RouteInfo> routes;
  for (const auto& route : server.app().router().routes()) {
    // Signing out would end the session the rest of the run uses; the live stream is a long-lived answer.
    if (route.pattern == "/api/v1/auth/logout" || route.pattern == "/api/v1/events") continue;
    routes.push_back(route);
  }
  REQUIRE(routes.size() > 30);

  httplib::Client client("127.0.0.1", server.port());
  client.set_keep_alive(true);
  client.set_tcp_nodelay(true);  // headers and body go out as two writes; without it each POST waits ~40 ms
  client.set_read_timeout(10, 0);
  Mutator mutate(kSeed);
  int answered = 0;
  int refused = 0;
  for (int i = 0; i < kRequests; ++i) {
    const auto& route = routes[static_cast<std::size_t>(mutate.below(static_cast<int>(routes.size())))];
    httplib::Request request;
    request.method = route.method;
    request.path = mutate.path(route.pattern, ids) + mutate.query();
    if (mutate.below(10) != 0) request.set_header("Authorization", "Bearer " + owner.token);
    if (route.method == "POST" || route.method == "PUT") {
      request.body = mutate.body();
      request.set_header("Content-Type", mutate.below(20) == 0 ? "text/plain" : "application/json");
    }
    const auto res = client.send(request);
    CAPTURE(i);
    CAPTURE(request.method);
    CAPTURE(request.path);
    CAPTURE(request.body);
    REQUIRE(res);
    // The one 5xx that is right: GoHighLevel itself cannot be reached (502, in the envelope).
    const bool outside_unreachable = res->status == 502 && route.pattern.starts_with("/api/v1/integrations/");
    if (!outside_unreachable) REQUIRE(res->status < 500);
    ++answered;
    if (res->status >= 400) {
      ++refused;
      REQUIRE(res->get_header_value("Content-Type").starts_with("application/json"));
      const auto body = json::parse(res->body, nullptr, false);
      REQUIRE(body.is_object());
      CHECK(body["error"].is_string());
      CHECK(body["code"].is_string());
    }
  }
  MESSAGE(answered << " answered, " << refused << " refused, over " << routes.size() << " routes");
  CHECK(refused > kRequests / 4);              // the mutations do reach the checks
  CHECK(answered - refused > kRequests / 20);  // and some still get through to real work
  CHECK(server.log().find("unexpected error") == std::string::npos);
  CHECK(test::call(server, "GET", "/api/v1/health")->status == 200);
}
