// Webhooks over real HTTP: managing them (the secret is write-only, each has its own key), and the public
// inbound endpoint — key, enabled flag, HMAC signature, our lead JSON, GoHighLevel contacts, batches,
// upserts — plus receipts in the integration log and organization isolation.
#include <doctest/doctest.h>
#include <sodium.h>

#include <algorithm>
#include <chrono>
#include <set>

#include "support/accounts.hpp"

namespace {

using nlohmann::json;
using test::contains;

const char* const kWebhooks = "/api/v1/webhooks";
const char* const kInboundPath = "/api/v1/webhooks/leads";
const std::string kSecret = "whsec-4e1f9a77c2d84b0f";

std::string hmac_hex(const std::string& secret, const std::string& body) {
  REQUIRE(sodium_init() >= 0);
  crypto_auth_hmacsha256_state state;
  crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char*>(secret.data()), secret.size());
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(body.data()), body.size());
  unsigned char mac[crypto_auth_hmacsha256_BYTES];
  crypto_auth_hmacsha256_final(&state, mac);
  char hex[crypto_auth_hmacsha256_BYTES * 2 + 1];
  sodium_bin2hex(hex, sizeof hex, mac, sizeof mac);
  return hex;
}

bool has_key(const json& value, const std::string& key) {
  if (value.is_object()) {
    for (const auto& [name, item] : value.items()) {
      if (name == key || has_key(item, key)) return true;
    }
  }
  if (value.is_array()) {
    for (const auto& item : value) {
      if (has_key(item, key)) return true;
    }
  }
  return false;
}

json expect_json(const httplib::Result& res, int status) {
  REQUIRE(res);
  INFO("status " << res->status << " body " << res->body);
  REQUIRE(res->status == status);
  return test::json_of(res);
}

json create_webhook(test::TestServer& server, const std::string& token, const json& body) {
  auto webhook = expect_json(test::call(server, "POST", kWebhooks, token, body.dump()), 201);
  CHECK_FALSE(has_key(webhook, "secret"));
  return webhook;
}

std::string path_of(const json& webhook) {
  std::string path = kWebhooks;
  path += "/" + std::to_string(webhook["id"].get<int>());
  return path;
}

json update_webhook(test::TestServer& server, const std::string& token, const json& webhook, const json& body) {
  auto updated = expect_json(test::call(server, "PUT", path_of(webhook), token, body.dump()), 200);
  CHECK_FALSE(has_key(updated, "secret"));
  return updated;
}

json list_webhooks(test::TestServer& server, const std::string& token) {
  auto list = expect_json(test::call(server, "GET", kWebhooks, token), 200);
  REQUIRE(list.is_array());
  CHECK_FALSE(has_key(list, "secret"));
  return list;
}

std::string key_of(const json& webhook) {
  const std::string url = webhook["url"];
  const auto at = url.find("?key=");
  REQUIRE(at != std::string::npos);
  return url.substr(at + 5);
}

// The inbound path and query, as the webhook's URL gives them.
std::string inbound_path(const json& webhook) {
  const std::string url = webhook["url"];
  const auto at = url.find(kInboundPath);
  REQUIRE(at != std::string::npos);
  return url.substr(at);
}

// Posts a body to the public inbound endpoint, with no bearer token and optional signature, timestamp and
// delivery id headers.
httplib::Result deliver(test::TestServer& server, const std::string& path, const std::string& body,
                        const std::string& signature = "", const std::string& timestamp = "",
                        const std::string& delivery_id = "") {
  httplib::Headers headers;
  if (!signature.empty()) headers.emplace("X-Webhook-Signature", signature);
  if (!timestamp.empty()) headers.emplace("X-Webhook-Timestamp", timestamp);
  if (!delivery_id.empty()) headers.emplace("X-Webhook-Id", delivery_id);
  return server.client().Post(path, headers, body, "application/json");
}

std::string unix_now(std::chrono::seconds offset = std::chrono::seconds(0)) {
  return std::to_string(
      std::chrono::duration_cast<std::chrono::seconds>((std::chrono::system_clock::now() + offset).time_since_epoch())
          .count());
}

// Signed as senders do: the timestamp, a dot and the body.
httplib::Result deliver_signed(test::TestServer& server, const json& webhook, const std::string& secret,
                               const json& body) {
  const auto text = body.dump();
  const auto stamp = unix_now();
  return deliver(server, inbound_path(webhook), text, "sha256=" + hmac_hex(secret, stamp + "." + text), stamp);
}

json receipt(const httplib::Result& res) { return expect_json(res, 200); }

json counts(int created, int updated) {
  return {{"created", created}, {"updated", updated}, {"enrolled", 0}, {"errors", json::array()}};
}

json search_leads(test::TestServer& server, const std::string& token, const std::string& term) {
  return expect_json(test::call(server, "GET",
                                "/api/v1/leads?limit=100&search=" + httplib::detail::encode_query_param(term), token),
                     200)["leads"];
}

int lead_total(test::TestServer& server, const std::string& token) {
  return expect_json(test::call(server, "GET", "/api/v1/leads/stats", token), 200)["total"];
}

json integration_logs(test::TestServer& server, const std::string& token, const std::string& query = "") {
  auto list = expect_json(test::call(server, "GET", "/api/v1/integration-logs" + query, token), 200);
  REQUIRE(list.is_array());
  return list;
}

json lead_json(const std::string& first, const std::string& last, const std::string& email) {
  return {{"firstName", first}, {"lastName", last}, {"email", email}};
}

}  // namespace

TEST_CASE("webhooks: the test's HMAC-SHA256 helper matches RFC 4231 test case 2") {
  CHECK(hmac_hex("Jefe", "what do ya want for nothing?") ==
        "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
}

TEST_CASE("webhooks: create answers 201 with the webhook and its own inbound URL, never the secret") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  CHECK(list_webhooks(server, owner.token).empty());

  auto res = test::call(server, "POST", kWebhooks, owner.token,
                        json{{"name", "Zapier leads"}, {"url", "https://hooks.zapier.test/catch/1"}, {"secret", kSecret},
                             {"enabled", true}}
                            .dump());
  const auto first = expect_json(res, 201);
  CHECK_FALSE(contains(res->body, kSecret));
  CHECK_FALSE(has_key(first, "secret"));
  CHECK(first["id"].is_number_integer());
  CHECK(first["name"] == "Zapier leads");
  CHECK(first["source"] == "https://hooks.zapier.test/catch/1");
  CHECK(first["enabled"] == true);
  CHECK(first["events"] == json{"lead.created", "lead.updated"});
  CHECK(first["hasSecret"] == true);
  const std::string prefix = "http://127.0.0.1:" + std::to_string(server.port()) + "/api/v1/webhooks/leads?key=";
  CHECK(first["url"].get<std::string>().rfind(prefix, 0) == 0);
  CHECK(key_of(first).size() >= 16);
  CHECK(first["createdAt"].is_string());
  CHECK(first["lastReceivedAt"].is_null());

  // "source" is accepted for the Source URL; no secret, disabled, chosen events.
  const auto second = create_webhook(server, owner.token,
                                     {{"name", "Form"}, {"source", "https://forms.test/x"}, {"enabled", false},
                                      {"events", {"lead.created"}}});
  CHECK(second["source"] == "https://forms.test/x");
  CHECK(second["hasSecret"] == false);
  CHECK(second["enabled"] == false);
  CHECK(second["events"] == json{"lead.created"});
  // enabled defaults to true; every webhook has a key of its own.
  const auto third = create_webhook(server, owner.token, {{"name", "Bare"}});
  CHECK(third["enabled"] == true);
  CHECK(third["hasSecret"] == false);
  CHECK(std::set<std::string>{key_of(first), key_of(second), key_of(third)}.size() == 3);

  const auto list = list_webhooks(server, owner.token);
  CHECK(list == json::array({first, second, third}));  // oldest first
  CHECK_FALSE(contains(list.dump(), kSecret));
}

TEST_CASE("webhooks: validation of name, lengths and events, nothing stored on 400") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto post = [&](const json& body) { return test::call(server, "POST", kWebhooks, owner.token, body.dump()); };
  test::check_error(post({{"url", "https://x.test"}}), 400, "Please enter a webhook name");
  test::check_error(post({{"name", ""}}), 400, "Please enter a webhook name");
  test::check_error(post({{"name", "   "}}), 400, "Please enter a webhook name");
  for (const auto& body : {json{{"name", std::string(101, 'n')}}, json{{"name", "x"}, {"url", std::string(501, 'u')}},
                           json{{"name", "x"}, {"secret", std::string(201, 's')}}, json{{"name", 5}},
                           json{{"name", "x"}, {"enabled", "yes"}}, json{{"name", "x"}, {"events", "lead.created"}},
                           json{{"name", "x"}, {"events", {1, 2}}}}) {
    INFO(body.dump().substr(0, 80));
    auto res = post(body);
    REQUIRE(res);
    CHECK(res->status == 400);
  }
  CHECK(list_webhooks(server, owner.token).empty());

  // The bounds themselves are fine.
  const auto longest = create_webhook(server, owner.token, {{"name", std::string(100, 'n')},
                                                            {"url", std::string(500, 'u')},
                                                            {"secret", std::string(200, 's')}});
  CHECK(longest["hasSecret"] == true);
  test::check_error(test::call(server, "PUT", path_of(longest), owner.token, json{{"name", ""}}.dump()), 400,
                    "Please enter a webhook name");
  CHECK(list_webhooks(server, owner.token)[0]["name"] == std::string(100, 'n'));
}

TEST_CASE("webhooks: update keeps the secret unless told, delete answers 204 then 404") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto webhook = create_webhook(server, owner.token, {{"name", "Zapier"}, {"url", "https://z.test"}, {"secret", kSecret}});

  // Only the sent fields change; the secret and the key stay.
  auto updated = update_webhook(server, owner.token, webhook, {{"name", "Renamed"}});
  CHECK(updated["name"] == "Renamed");
  CHECK(updated["source"] == "https://z.test");
  CHECK(updated["hasSecret"] == true);
  CHECK(updated["url"] == webhook["url"]);
  CHECK(updated["id"] == webhook["id"]);
  CHECK(receipt(deliver_signed(server, webhook, kSecret, lead_json("A", "One", "a1@hook.test"))) == counts(1, 0));
  updated = update_webhook(server, owner.token, webhook, {{"secret", ""}});
  CHECK(updated["hasSecret"] == true);
  CHECK(receipt(deliver_signed(server, webhook, kSecret, lead_json("A", "Two", "a2@hook.test"))) == counts(1, 0));

  // A new secret replaces the old one.
  updated = update_webhook(server, owner.token, webhook, {{"secret", "second-secret"}});
  CHECK(updated["hasSecret"] == true);
  test::check_error(deliver_signed(server, webhook, kSecret, lead_json("A", "Three", "a3@hook.test")), 401,
                    "Invalid webhook signature");
  CHECK(receipt(deliver_signed(server, webhook, "second-secret", lead_json("A", "Three", "a3@hook.test"))) ==
        counts(1, 0));

  // removeSecret removes it: unsigned deliveries are accepted again.
  updated = update_webhook(server, owner.token, webhook, {{"removeSecret", true}});
  CHECK(updated["hasSecret"] == false);
  CHECK(receipt(deliver(server, inbound_path(webhook), lead_json("A", "Four", "a4@hook.test").dump())) == counts(1, 0));

  updated = update_webhook(server, owner.token, webhook, {{"enabled", false}, {"url", "https://z2.test"}, {"events", {"lead.updated"}}});
  CHECK(updated["enabled"] == false);
  CHECK(updated["events"] == json{"lead.updated"});
  test::check_error(deliver(server, inbound_path(webhook), lead_json("A", "Off", "off@hook.test").dump()), 403,
                    "This webhook is disabled");
  CHECK(updated["source"] == "https://z2.test");
  CHECK(updated["name"] == "Renamed");
  CHECK(list_webhooks(server, owner.token) == json::array({updated}));

  auto res = test::call(server, "DELETE", path_of(webhook), owner.token);
  REQUIRE(res);
  CHECK(res->status == 204);
  test::check_error(test::call(server, "DELETE", path_of(webhook), owner.token), 404, "Webhook not found");
  test::check_error(test::call(server, "PUT", path_of(webhook), owner.token, json{{"name", "x"}}.dump()), 404,
                    "Webhook not found");
  test::check_error(deliver(server, inbound_path(webhook), lead_json("A", "Five", "a5@hook.test").dump()), 401,
                    "Unknown webhook key");
  CHECK(list_webhooks(server, owner.token).empty());
  CHECK(lead_total(server, owner.token) == 4);
}

TEST_CASE("webhooks: admins only for management, the inbound endpoint needs no bearer") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto admin = test::add_user(server, "Acme", "admin@acme.test", "admin");
  const auto agent = test::add_user(server, "Acme", "agent@acme.test", "agent");
  const auto webhook = create_webhook(server, admin.token, {{"name", "By admin"}});
  CHECK(list_webhooks(server, owner.token).size() == 1);
  for (const auto& [method, path] : std::vector<std::pair<std::string, std::string>>{
           {"GET", kWebhooks}, {"POST", kWebhooks}, {"PUT", path_of(webhook)}, {"DELETE", path_of(webhook)}}) {
    INFO(method << " " << path);
    auto res = test::call(server, method, path, agent.token, json{{"name", "x"}}.dump());
    REQUIRE(res);
    CHECK(res->status == 403);
    res = test::call(server, method, path, "", json{{"name", "x"}}.dump());
    REQUIRE(res);
    CHECK(res->status == 401);
  }
  CHECK(list_webhooks(server, owner.token) == json::array({webhook}));
  CHECK(receipt(deliver(server, inbound_path(webhook), lead_json("No", "Bearer", "nb@hook.test").dump())) ==
        counts(1, 0));
}

TEST_CASE("webhooks: inbound rejects unknown keys and disabled webhooks, accepts a lead and makes it findable") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto open = create_webhook(server, owner.token, {{"name", "Open"}});
  const auto disabled = create_webhook(server, owner.token, {{"name", "Off"}, {"enabled", false}});
  const auto body = json{{"firstName", "Ada"},        {"lastName", "Lovelace"},     {"email", "ada@hook.test"},
                         {"phone", "+1 555 010 9999"}, {"company", "Engines Ltd"}, {"notes", "via webhook"},
                         {"state", "CA"},             {"postalCode", "94105"},    {"timezone", "America/Los_Angeles"}}
                        .dump();

  test::check_error(deliver(server, kInboundPath, body), 401, "Unknown webhook key");
  test::check_error(deliver(server, std::string(kInboundPath) + "?key=", body), 401, "Unknown webhook key");
  test::check_error(deliver(server, std::string(kInboundPath) + "?key=nope" + key_of(open), body), 401,
                    "Unknown webhook key");
  test::check_error(deliver(server, inbound_path(disabled), body), 403, "This webhook is disabled");
  CHECK(lead_total(server, owner.token) == 0);
  CHECK(list_webhooks(server, owner.token)[1]["lastReceivedAt"].is_null());

  CHECK(receipt(deliver(server, inbound_path(open), body)) == counts(1, 0));
  const auto found = search_leads(server, owner.token, "ada@hook.test");
  REQUIRE(found.size() == 1);
  CHECK(found[0]["name"] == "Ada Lovelace");
  CHECK(found[0]["phone"] == "+1 555 010 9999");
  CHECK(found[0]["company"] == "Engines Ltd");
  CHECK(found[0]["notes"] == "via webhook");
  CHECK(found[0]["state"] == "CA");
  CHECK(found[0]["postalCode"] == "94105");
  CHECK(found[0]["timezone"] == "America/Los_Angeles");
  CHECK(found[0]["status"] == "new");
  CHECK(list_webhooks(server, owner.token)[0]["lastReceivedAt"].is_string());

  // A "name" alone works too; a single invalid lead is a 400 and stores nothing.
  CHECK(receipt(deliver(server, inbound_path(open), json{{"name", "Grace Hopper"}, {"status", "callback"}}.dump())) ==
        counts(1, 0));
  CHECK(search_leads(server, owner.token, "Grace Hopper")[0]["status"] == "callback");
  auto res = deliver(server, inbound_path(open), json{{"name", "Bad"}, {"email", "not-an-email"}}.dump());
  REQUIRE(res);
  CHECK(res->status == 400);
  res = deliver(server, inbound_path(open), json::object().dump());
  REQUIRE(res);
  CHECK(res->status == 400);
  res = deliver(server, inbound_path(open), "{not json");
  REQUIRE(res);
  CHECK(res->status == 400);
  CHECK(lead_total(server, owner.token) == 2);
}

TEST_CASE("webhooks: a webhook with a secret needs a valid HMAC-SHA256 signature of the timestamp and raw body") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto webhook = create_webhook(server, owner.token, {{"name", "Signed"}, {"secret", kSecret}});
  CHECK(webhook["acceptUnstampedSignatures"] == false);
  const auto path = inbound_path(webhook);
  const auto body = lead_json("Sig", "Ned", "signed@hook.test").dump();
  const auto stamp = unix_now();
  const auto good = "sha256=" + hmac_hex(kSecret, stamp + "." + body);

  test::check_error(deliver(server, path, body), 401, "Missing webhook signature");
  test::check_error(deliver(server, path, body, "sha256=" + hmac_hex("other-secret", stamp + "." + body), stamp), 401,
                    "Invalid webhook signature");
  // A signature of some other body, a bare hex digest, garbage, and the body signed with a space added.
  for (const auto& signature : {"sha256=" + hmac_hex(kSecret, stamp + "." + body + " "),
                                hmac_hex(kSecret, stamp + "." + body), std::string("sha256=zz"), std::string("sha256=")}) {
    INFO("signature " << signature);
    test::check_error(deliver(server, path, body, signature, stamp), 401, "Invalid webhook signature");
  }
  test::check_error(deliver(server, path, body + " ", good, stamp), 401, "Invalid webhook signature");
  // The timestamp is signed: another one does not match; one that is not a number is refused.
  test::check_error(deliver(server, path, body, good, unix_now(std::chrono::seconds(1))), 401,
                    "Invalid webhook signature");
  test::check_error(deliver(server, path, body, good, "yesterday"), 401, "Invalid webhook timestamp");
  // The old body-only signature is not accepted unless the webhook allows it.
  const auto body_only = "sha256=" + hmac_hex(kSecret, body);
  test::check_error(deliver(server, path, body, body_only), 401, "Missing webhook timestamp");
  CHECK(search_leads(server, owner.token, "signed@hook.test").empty());
  CHECK(lead_total(server, owner.token) == 0);

  CHECK(receipt(deliver(server, path, body, good, stamp)) == counts(1, 0));
  const auto found = search_leads(server, owner.token, "signed@hook.test");
  REQUIRE(found.size() == 1);
  CHECK(found[0]["name"] == "Sig Ned");
}

TEST_CASE("webhooks: a replayed delivery is refused by its timestamp, a repeated one answered once by its id") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  auto webhook = create_webhook(server, owner.token, {{"name", "Replay"}, {"secret", kSecret}});
  const auto path = inbound_path(webhook);
  const auto body = lead_json("Re", "Play", "replay@hook.test").dump();
  const auto sign = [&](const std::string& stamp) { return "sha256=" + hmac_hex(kSecret, stamp + "." + body); };

  // Captured and sent again six minutes later (or from a clock six minutes ahead): refused.
  for (const auto offset : {std::chrono::seconds(-360), std::chrono::seconds(360)}) {
    const auto stamp = unix_now(offset);
    test::check_error(deliver(server, path, body, sign(stamp), stamp), 401,
                      "Webhook timestamp is more than 5 minutes away from the server's clock");
  }
  // Within the window, a sender's retry with the same X-Webhook-Id is answered as the first was and applies once.
  const auto stamp = unix_now(std::chrono::seconds(-200));
  CHECK(receipt(deliver(server, path, body, sign(stamp), stamp, "evt_0001")) == counts(1, 0));
  const auto edited = lead_json("Re", "Played", "replay@hook.test").dump();
  const auto stamp2 = unix_now();
  for (int i = 0; i < 3; ++i) {
    CHECK(receipt(deliver(server, path, body, sign(stamp2), stamp2, "evt_0001")) == counts(1, 0));
  }
  CHECK(lead_total(server, owner.token) == 1);
  // A new id is a new delivery (an update of the same lead).
  CHECK(receipt(deliver(server, path, edited, "sha256=" + hmac_hex(kSecret, stamp2 + "." + edited), stamp2,
                        "evt_0002")) == counts(0, 1));
  CHECK(search_leads(server, owner.token, "replay@hook.test")[0]["name"] == "Re Played");
  const auto entries = integration_logs(server, owner.token);
  CHECK(std::count_if(entries.begin(), entries.end(), [](const json& e) {
          return contains(e["message"], "received delivery evt_0001 again: answered as before, not applied again");
        }) == 3);
  // A single lead refused is refused again, the same way, on a repeat.
  const auto bad = json{{"name", "Bad"}, {"email", "not-an-email"}}.dump();
  const auto bad_signature = "sha256=" + hmac_hex(kSecret, stamp2 + "." + bad);
  const auto first = deliver(server, path, bad, bad_signature, stamp2, "evt_bad");
  REQUIRE(first);
  CHECK(first->status == 400);
  const auto again = deliver(server, path, bad, bad_signature, stamp2, "evt_bad");
  REQUIRE(again);
  CHECK(again->status == 400);
  CHECK(again->body == first->body);
  test::check_error(deliver(server, path, body, sign(stamp2), stamp2, "has space"), 400,
                    "X-Webhook-Id must be at most 200 visible characters, without spaces");

  // Older senders that sign the body alone keep working where the webhook allows it (as the upgrade set it
  // for webhooks that had a secret before).
  webhook = update_webhook(server, owner.token, webhook, {{"acceptUnstampedSignatures", true}});
  CHECK(webhook["acceptUnstampedSignatures"] == true);
  const auto older = lead_json("Old", "Sender", "older@hook.test").dump();
  CHECK(receipt(deliver(server, path, older, "sha256=" + hmac_hex(kSecret, older))) == counts(1, 0));
  test::check_error(deliver(server, path, older, "sha256=" + hmac_hex("wrong", older)), 401, "Invalid webhook signature");
}

TEST_CASE("webhooks: a batch reports each invalid item by index, more than 1,000 items is refused") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto webhook = create_webhook(server, owner.token, {{"name", "Batch"}});
  const auto path = inbound_path(webhook);

  const json batch = {lead_json("One", "Good", "one@batch.test"), {{"name", "Two Bad"}, {"email", "not-an-email"}},
                      {{"type", "ContactCreate"}, {"id", "ghl-3"}, {"firstName", "Three"}, {"lastName", "Good"},
                       {"email", "three@batch.test"}}};
  const auto answer = receipt(deliver(server, path, batch.dump()));
  CHECK(answer["created"] == 2);
  CHECK(answer["updated"] == 0);
  REQUIRE(answer["errors"].size() == 1);
  CHECK(answer["errors"][0]["index"] == 1);
  REQUIRE(answer["errors"][0]["message"].is_string());
  CHECK_FALSE(answer["errors"][0]["message"].get<std::string>().empty());
  CHECK(search_leads(server, owner.token, "one@batch.test").size() == 1);
  CHECK(search_leads(server, owner.token, "three@batch.test").size() == 1);
  CHECK(search_leads(server, owner.token, "Two Bad").empty());
  CHECK(lead_total(server, owner.token) == 2);

  json too_many = json::array();
  for (int i = 0; i < 1001; ++i) too_many.push_back({{"name", "Bulk " + std::to_string(i)}});
  auto res = deliver(server, path, too_many.dump());
  REQUIRE(res);
  CHECK(res->status == 400);
  CHECK(lead_total(server, owner.token) == 2);

  too_many.erase(too_many.size() - 1);  // exactly 1,000 is allowed
  const auto bulk = receipt(deliver(server, path, too_many.dump()));
  CHECK(bulk["created"] == 1000);
  CHECK(bulk["errors"].empty());
  CHECK(lead_total(server, owner.token) == 1002);
}

TEST_CASE("webhooks: upsert by GoHighLevel id, then e-mail, then phone") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto webhook = create_webhook(server, owner.token, {{"name", "GHL"}});
  const auto path = inbound_path(webhook);

  const json created = {{"type", "ContactCreate"}, {"id", "ghl-77"},      {"firstName", "Bea"},
                        {"lastName", "Original"},  {"email", "bea@ghl.test"}, {"phone", "+15550107777"},
                        {"companyName", "Hive"},   {"state", "FL"},          {"postalCode", "33101"},
                        {"timezone", "America/New_York"}};
  CHECK(receipt(deliver(server, path, created.dump())) == counts(1, 0));
  auto found = search_leads(server, owner.token, "bea@ghl.test");
  REQUIRE(found.size() == 1);
  const auto id = found[0]["id"];
  CHECK(found[0]["name"] == "Bea Original");
  CHECK(found[0]["company"] == "Hive");
  CHECK(found[0]["state"] == "FL");
  CHECK(found[0]["postalCode"] == "33101");
  CHECK(found[0]["timezone"] == "America/New_York");

  // Same GoHighLevel id, new name and e-mail: the same lead is updated.
  json update = created;
  update["type"] = "ContactUpdate";
  update["lastName"] = "Updated";
  update["email"] = "bea.new@ghl.test";
  CHECK(receipt(deliver(server, path, update.dump())) == counts(0, 1));
  CHECK(lead_total(server, owner.token) == 1);
  found = search_leads(server, owner.token, "bea.new@ghl.test");
  REQUIRE(found.size() == 1);
  CHECK(found[0]["id"] == id);
  CHECK(found[0]["name"] == "Bea Updated");
  CHECK(found[0]["state"] == "FL");  // sent again unchanged

  // A zone GoHighLevel spells in a way this box does not know leaves the stored one alone.
  update["timezone"] = "US/Nowhere";
  update["state"] = "GA";
  CHECK(receipt(deliver(server, path, update.dump())) == counts(0, 1));
  found = search_leads(server, owner.token, "bea.new@ghl.test");
  CHECK(found[0]["state"] == "GA");
  CHECK(found[0]["timezone"] == "America/New_York");

  // Our lead JSON with that e-mail updates it too, and so does one with only its phone number.
  CHECK(receipt(deliver(server, path, json{{"email", "bea.new@ghl.test"}, {"notes", "by e-mail"}}.dump())) ==
        counts(0, 1));
  CHECK(receipt(deliver(server, path, json{{"phone", "+15550107777"}, {"status", "contacted"}}.dump())) ==
        counts(0, 1));
  CHECK(lead_total(server, owner.token) == 1);
  found = search_leads(server, owner.token, "bea.new@ghl.test");
  REQUIRE(found.size() == 1);
  CHECK(found[0]["id"] == id);
  CHECK(found[0]["notes"] == "by e-mail");
  CHECK(found[0]["status"] == "contacted");
  CHECK(found[0]["name"] == "Bea Updated");

  // A different contact is a new lead.
  CHECK(receipt(deliver(server, path, json{{"type", "ContactCreate"}, {"id", "ghl-78"}, {"firstName", "Cy"},
                                           {"email", "cy@ghl.test"}}
                                          .dump())) == counts(1, 0));
  CHECK(lead_total(server, owner.token) == 2);
}

TEST_CASE("webhooks: neither the secret nor the key reaches the server log") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto webhook = create_webhook(server, owner.token, {{"name", "Quiet"}, {"secret", kSecret}});
  const auto key = key_of(webhook);
  update_webhook(server, owner.token, webhook, {{"secret", kSecret + "-2"}});
  CHECK(receipt(deliver_signed(server, webhook, kSecret + "-2", lead_json("Lo", "G", "log@hook.test"))) ==
        counts(1, 0));
  deliver(server, inbound_path(webhook), lead_json("Lo", "G", "log2@hook.test").dump());  // missing signature
  deliver_signed(server, webhook, kSecret, lead_json("Lo", "G", "log3@hook.test"));       // wrong secret
  const auto log = server.wait_for_log("/api/v1/webhooks/leads");
  CHECK(contains(log, "/api/v1/webhooks/leads"));
  CHECK_FALSE(contains(log, key));
  CHECK_FALSE(contains(log, kSecret));
  for (const auto& entry : integration_logs(server, owner.token)) {
    CHECK_FALSE(contains(entry.dump(), key));
    CHECK_FALSE(contains(entry.dump(), kSecret));
  }
}

TEST_CASE("webhooks: receipts are logged under integration webhook, and the log pages with limit and before") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto webhook = create_webhook(server, owner.token, {{"name", "Logged"}});
  for (int i = 1; i <= 5; ++i) {
    const auto email = "r" + std::to_string(i) + "@hook.test";
    CHECK(receipt(deliver(server, inbound_path(webhook), lead_json("R", std::to_string(i), email).dump())) ==
          counts(1, 0));
  }
  const auto all = integration_logs(server, owner.token);
  std::vector<json> receipts;
  for (const auto& entry : all) {
    if (entry["integration"] == "webhook" && entry["action"] == "receive") receipts.push_back(entry);
  }
  REQUIRE(receipts.size() == 5);
  for (const auto& entry : receipts) {
    CHECK(entry["status"] == "success");
    CHECK(entry["timestamp"].is_string());
    CHECK(entry["message"].is_string());
  }
  for (std::size_t i = 1; i < all.size(); ++i) CHECK(all[i - 1]["id"] > all[i]["id"]);  // newest first

  // Walk the whole log two at a time: every entry once, in the same order.
  json walked = json::array();
  std::string query = "?limit=2";
  for (int guard = 0; guard < 20; ++guard) {
    const auto page = integration_logs(server, owner.token, query);
    CHECK(page.size() <= 2);
    if (page.empty()) break;
    for (const auto& entry : page) walked.push_back(entry);
    query = "?limit=2&before=" + std::to_string(page.back()["id"].get<std::int64_t>());
  }
  CHECK(walked == all);
  CHECK(integration_logs(server, owner.token, "?limit=1").size() == 1);
  CHECK(integration_logs(server, owner.token, "?limit=200") == all);
  for (const auto* bad : {"?limit=0", "?limit=201", "?limit=-1"}) {
    INFO(bad);
    auto res = test::call(server, "GET", std::string("/api/v1/integration-logs") + bad, owner.token);
    REQUIRE(res);
    CHECK(res->status == 400);
  }
}

TEST_CASE("webhooks: a refused delivery (not JSON, not a lead, too large a batch) is answered 400 and logged as an error") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto webhook = create_webhook(server, owner.token, {{"name", "Picky"}});
  const std::string too_many = json(std::vector<json>(1001, lead_json("A", "B", "a@b.test"))).dump();
  for (const std::string& body : {std::string("not a lead"), std::string("42"), too_many}) {
    const auto res = deliver(server, inbound_path(webhook), body);
    REQUIRE(res);
    CHECK(res->status == 400);
  }
  int refused = 0;
  for (const auto& entry : integration_logs(server, owner.token)) {
    if (entry["integration"] == "webhook" && entry["action"] == "receive" && entry["status"] == "error") ++refused;
  }
  CHECK(refused == 3);
  CHECK(lead_total(server, owner.token) == 0);
}

TEST_CASE("webhooks: one organization cannot see, change or delete another's webhooks or their leads") {
  test::TestServer server;
  const auto acme = test::register_company(server, "Acme", "o@acme.test");
  const auto globex = test::register_company(server, "Globex", "o@globex.test");
  const auto webhook = create_webhook(server, acme.token, {{"name", "Acme hook"}, {"secret", kSecret}});
  CHECK(receipt(deliver_signed(server, webhook, kSecret, lead_json("Ac", "Me", "acme-lead@hook.test"))) ==
        counts(1, 0));

  CHECK(list_webhooks(server, globex.token).empty());
  test::check_error(test::call(server, "PUT", path_of(webhook), globex.token, json{{"name", "Stolen"}}.dump()), 404,
                    "Webhook not found");
  test::check_error(test::call(server, "PUT", path_of(webhook), globex.token, json{{"removeSecret", true}}.dump()),
                    404, "Webhook not found");
  test::check_error(test::call(server, "DELETE", path_of(webhook), globex.token), 404, "Webhook not found");
  CHECK(lead_total(server, globex.token) == 0);
  for (const auto& entry : integration_logs(server, globex.token)) CHECK(entry["integration"] != "webhook");

  const auto still = list_webhooks(server, acme.token);
  REQUIRE(still.size() == 1);
  CHECK(still[0]["name"] == "Acme hook");
  CHECK(still[0]["hasSecret"] == true);
  CHECK(lead_total(server, acme.token) == 1);

  // Globex's own webhook files leads under Globex.
  const auto theirs = create_webhook(server, globex.token, {{"name", "Globex hook"}});
  CHECK(key_of(theirs) != key_of(webhook));
  CHECK(receipt(deliver(server, inbound_path(theirs), lead_json("Glo", "Bex", "globex-lead@hook.test").dump())) ==
        counts(1, 0));
  CHECK(lead_total(server, globex.token) == 1);
  CHECK(lead_total(server, acme.token) == 1);
  CHECK(search_leads(server, acme.token, "globex-lead@hook.test").empty());
}

TEST_CASE("webhooks: a contact update may carry only the changed fields, another contact's lead is not taken over") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto webhook = create_webhook(server, owner.token, {{"name", "GHL"}});
  const auto path = inbound_path(webhook);
  CHECK(receipt(deliver(server, path,
                        json{{"type", "ContactCreate"}, {"id", "c1"}, {"firstName", "Dee"}, {"email", "dee@x.test"}}
                            .dump())) == counts(1, 0));
  // Only the id and a field we do not read: still the same contact, nothing to change but no error either.
  CHECK(receipt(deliver(server, path, json{{"type", "ContactUpdate"}, {"id", "c1"}, {"tags", {"vip"}}}.dump())) ==
        counts(0, 1));
  // A second contact with the same e-mail gets its own lead rather than overwriting c1's.
  CHECK(receipt(deliver(server, path,
                        json{{"type", "ContactCreate"}, {"id", "c2"}, {"firstName", "Dee Two"}, {"email", "dee@x.test"}}
                            .dump())) == counts(1, 0));
  const auto found = search_leads(server, owner.token, "dee@x.test");
  REQUIRE(found.size() == 2);
  std::set<std::string> names;
  for (const auto& l : found) names.insert(l["name"].get<std::string>());
  CHECK(names == std::set<std::string>{"Dee", "Dee Two"});
}

TEST_CASE("webhooks: deeply nested JSON is refused with 400 and the server keeps serving") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto webhook = create_webhook(server, owner.token, {{"name", "Deep"}});
  const std::string deep = std::string(200000, '[') + std::string(200000, ']');
  for (const std::string& body : {deep, "{\"type\":" + deep + "}"}) {
    test::check_error(deliver(server, inbound_path(webhook), body), 400,
                      "JSON nested more than 64 levels deep is not accepted");
  }
  // Signed-in routes parse the same way.
  test::check_error(test::call(server, "POST", "/api/v1/campaign-setup/progress", owner.token,
                               "{\"step\":\"leads\",\"completed\":true,\"data\":{\"a\":" + deep + "}}"),
                    400, "JSON nested more than 64 levels deep is not accepted");
  // Brackets inside strings are text, not nesting.
  CHECK(receipt(deliver(server, inbound_path(webhook),
                        json{{"name", std::string(100, '[')}, {"email", "brackets@x.test"}}.dump())) == counts(1, 0));
  CHECK(expect_json(test::call(server, "GET", "/api/v1/health", ""), 200).is_object());
}
