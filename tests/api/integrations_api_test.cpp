// The GoHighLevel integration over real HTTP against a stub GoHighLevel API: saving the configuration
// (the key is write-only), testing the connection (success and every kind of failure), syncing contacts
// into the "GoHighLevel" lead list, the integration log and organization isolation.
#include <doctest/doctest.h>

#include <chrono>
#include <set>
#include <thread>

#include "support/accounts.hpp"
#include "support/ghl_stub.hpp"

namespace {

using nlohmann::json;
using test::contains;

const std::string kKey = "pit-7f3e2a9c-4d1b-4e8f-9a6c-51d2c0de9f3c";
const std::string kMaskedKey = "••••9f3c";
const std::string kLocation = "ve9EPM428h8vShlRW1KT";
const std::string kLocationName = "Acme HQ";
const std::string kTestFailed = "GoHighLevel connection test failed: ";
const std::string kSyncFailed = "GoHighLevel sync failed: ";

const char* const kIntegrations = "/api/v1/integrations";
const char* const kSave = "/api/v1/integrations/gohighlevel";
const char* const kTest = "/api/v1/integrations/gohighlevel/test";
const char* const kSync = "/api/v1/integrations/gohighlevel/sync";
const char* const kLogs = "/api/v1/integration-logs";

// A stub GoHighLevel, the server pointed at it, and a signed-in company owner.
struct Ghl {
  test::GhlStub stub{kKey, kLocation, kLocationName};
  test::TestServer server{[this](dialer::AppConfig& config) { config.ghl_base_url = stub.base_url(); }};
  test::Account owner = test::register_company(server, "Acme", "o@acme.test");
};

// Every answer passes through here: whatever it is, it never carries the full key.
httplib::Result api(test::TestServer& server, const std::string& token, const std::string& method,
                     const std::string& path, const std::string& body = "") {
  auto res = test::call(server, method, path, token, body);
  if (res) {
    INFO(method << " " << path << " → " << res->body);
    CHECK(res->body.find(kKey) == std::string::npos);
  }
  return res;
}

json ok_json(test::TestServer& server, const std::string& token, const std::string& method, const std::string& path,
             const json& body = nullptr) {
  auto res = api(server, token, method, path, body.is_null() ? "" : body.dump());
  REQUIRE(res);
  INFO(method << " " << path << " → " << res->status << " " << res->body);
  REQUIRE(res->status == 200);
  return test::json_of(res);
}

json integration(test::TestServer& server, const std::string& token) {
  const auto list = ok_json(server, token, "GET", kIntegrations);
  REQUIRE(list.is_array());
  REQUIRE(list.size() == 1);
  CHECK(list[0]["type"] == "gohighlevel");
  return list[0];
}

json full_config(const std::string& key = kKey, const std::string& location = kLocation) {
  return {{"apiKey", key},        {"locationId", location},  {"enabled", true},
          {"syncLeads", true},    {"syncContacts", false},   {"autoCreateCampaigns", true}};
}

json save(test::TestServer& server, const std::string& token, const json& body) {
  return ok_json(server, token, "POST", kSave, body);
}

json logs(test::TestServer& server, const std::string& token, const std::string& query = "") {
  const auto list = ok_json(server, token, "GET", std::string(kLogs) + query);
  REQUIRE(list.is_array());
  return list;
}

// The newest log entry of this integration and action (null when there is none).
json latest_log(test::TestServer& server, const std::string& token, const std::string& integration_name,
                const std::string& action) {
  for (const auto& entry : logs(server, token, "?limit=200")) {
    if (entry["integration"] == integration_name && entry["action"] == action) return entry;
  }
  return nullptr;
}

void check_failure(const httplib::Result& res, const std::string& prefix) {
  REQUIRE(res);
  INFO("body: " << res->body);
  CHECK(res->status == 502);
  const auto body = test::json_of(res);
  CHECK(body["code"] == "integration_failed");
  REQUIRE(body["error"].is_string());
  CHECK(body["error"].get<std::string>().rfind(prefix, 0) == 0);
  CHECK(body["error"].get<std::string>().size() > prefix.size());
}

std::string error_of(const httplib::Result& res) {
  REQUIRE(res);
  const auto body = test::json_of(res);
  REQUIRE(body["error"].is_string());
  return body["error"];
}

std::string three_digits(int i) {
  std::string text = std::to_string(i);
  return std::string(3 - std::min<std::size_t>(3, text.size()), '0') + text;
}

json ghl_contact(int i, const std::string& first = "Ann") {
  return {{"id", "ghl-c" + three_digits(i)},   {"firstName", first},          {"lastName", "Lee" + three_digits(i)},
          {"email", "c" + three_digits(i) + "@ghl.test"}, {"phone", "+1555000" + three_digits(i)}, {"companyName", "Co " + three_digits(i)},
          {"state", "TX"}, {"postalCode", "787" + three_digits(i % 100).substr(1)},
          // Every tenth contact has a zone this box does not know: the contact still comes in, without it.
          {"timezone", i % 10 == 0 ? "Central Standard Time" : "America/Chicago"}};
}

std::vector<json> contacts(int count, const std::string& first = "Ann") {
  std::vector<json> all;
  for (int i = 1; i <= count; ++i) all.push_back(ghl_contact(i, first));
  return all;
}

json leads_matching(test::TestServer& server, const std::string& token, const std::string& term) {
  return ok_json(server, token, "GET", "/api/v1/leads?limit=100&search=" + httplib::detail::encode_query_param(term))["leads"];
}

// Ids of every lead in the list, page by page.
std::set<std::int64_t> lead_ids_in_list(test::TestServer& server, const std::string& token, std::int64_t list_id) {
  std::set<std::int64_t> ids;
  for (int page = 1;; ++page) {
    const auto answer = ok_json(server, token, "GET",
                                "/api/v1/leads?limit=100&listId=" + std::to_string(list_id) + "&page=" + std::to_string(page));
    for (const auto& lead : answer["leads"]) ids.insert(lead["id"].get<std::int64_t>());
    if (page >= answer["pagination"]["pages"].get<int>()) break;
  }
  return ids;
}

json list_named_or_null(test::TestServer& server, const std::string& token, const std::string& name) {
  for (const auto& list : ok_json(server, token, "GET", "/api/v1/lists")) {
    if (list["name"] == name) return list;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("integrations: defaults before anything is saved, admins only") {
  Ghl ghl;
  const auto entry = integration(ghl.server, ghl.owner.token);
  CHECK(entry["config"] == json{{"apiKey", ""},         {"locationId", ""},   {"enabled", false},
                                {"syncLeads", false},   {"syncContacts", false}, {"autoCreateCampaigns", false}});
  CHECK(entry["status"] == "disconnected");
  CHECK(entry["lastSyncAt"].is_null());
  CHECK(entry["lastError"].is_null());
  CHECK(entry["hasApiKey"] == false);
  CHECK(logs(ghl.server, ghl.owner.token).empty());

  const auto admin = test::add_user(ghl.server, "Acme", "admin@acme.test", "admin");
  CHECK(integration(ghl.server, admin.token) == entry);
  const auto agent = test::add_user(ghl.server, "Acme", "agent@acme.test", "agent");
  for (const auto& [method, path] : std::vector<std::pair<std::string, std::string>>{
           {"GET", kIntegrations}, {"POST", kSave}, {"POST", kTest}, {"POST", kSync}, {"GET", kLogs}}) {
    INFO(method << " " << path);
    auto res = test::call(ghl.server, method, path, agent.token, "{}");
    REQUIRE(res);
    CHECK(res->status == 403);
    res = test::call(ghl.server, method, path, "", "{}");
    REQUIRE(res);
    CHECK(res->status == 401);
  }
  CHECK(ghl.stub.requests().empty());
}

TEST_CASE("integrations: saving masks the key, which never appears in an answer or the log, and survives a restart") {
  Ghl ghl;
  // Lead sync off: with it on, the scheduled sync would start right after the restart below and race the
  // request count this test checks.
  json config = full_config();
  config["syncLeads"] = false;
  config["syncContacts"] = true;
  const auto saved = save(ghl.server, ghl.owner.token, config);
  CHECK(saved["type"] == "gohighlevel");
  CHECK(saved["config"] == json{{"apiKey", kMaskedKey}, {"locationId", kLocation}, {"enabled", true},
                                {"syncLeads", false},   {"syncContacts", true},   {"autoCreateCampaigns", true}});
  CHECK(saved["hasApiKey"] == true);
  CHECK(saved["status"] == "disconnected");
  CHECK(saved["lastSyncAt"].is_null());
  CHECK(integration(ghl.server, ghl.owner.token) == saved);

  const auto entry = latest_log(ghl.server, ghl.owner.token, "gohighlevel", "save");
  REQUIRE(entry.is_object());
  CHECK(entry["status"] == "success");
  // Saving does not call GoHighLevel.
  CHECK(ghl.stub.requests().empty());

  ghl.server.restart();
  CHECK(integration(ghl.server, ghl.owner.token) == saved);
  // The stored key is the real one, not the mask: a test after the restart still gets through.
  CHECK(ok_json(ghl.server, ghl.owner.token, "POST", kTest, json::object())["ok"] == true);
  REQUIRE(ghl.stub.requests().size() == 1);
  CHECK(ghl.stub.requests()[0].authorization == "Bearer " + kKey);

  const auto log = ghl.server.wait_for_log(kTest);
  CHECK(contains(log, kTest));
  CHECK_FALSE(contains(log, kKey));
}

TEST_CASE("integrations: an absent, masked or empty apiKey keeps the stored key") {
  Ghl ghl;
  save(ghl.server, ghl.owner.token, full_config());
  CHECK(ok_json(ghl.server, ghl.owner.token, "POST", kTest, json::object())["ok"] == true);
  CHECK(integration(ghl.server, ghl.owner.token)["status"] == "connected");

  json absent = full_config();
  absent.erase("apiKey");
  absent["syncContacts"] = true;
  json masked = full_config(kMaskedKey);
  masked["syncLeads"] = false;
  const json empty = full_config("");
  for (const auto& body : {absent, masked, empty}) {
    INFO("saved " << body.dump());
    ghl.stub.clear_requests();
    const auto saved = save(ghl.server, ghl.owner.token, body);
    CHECK(saved["config"]["apiKey"] == kMaskedKey);
    CHECK(saved["hasApiKey"] == true);
    // Neither the key nor the location changed, so the connection state stands.
    CHECK(saved["status"] == "connected");
    CHECK(ok_json(ghl.server, ghl.owner.token, "POST", kTest, json::object())["ok"] == true);
    REQUIRE(ghl.stub.requests().size() == 1);
    CHECK(ghl.stub.requests()[0].authorization == "Bearer " + kKey);
  }
  CHECK(integration(ghl.server, ghl.owner.token)["config"]["syncLeads"] == true);  // the last save sent true

  // The test call takes the stored key when the one given is masked or empty too.
  for (const auto& key : {kMaskedKey, std::string()}) {
    ghl.stub.clear_requests();
    CHECK(ok_json(ghl.server, ghl.owner.token, "POST", kTest, {{"apiKey", key}})["locationName"] == kLocationName);
    REQUIRE(ghl.stub.requests().size() == 1);
    CHECK(ghl.stub.requests()[0].authorization == "Bearer " + kKey);
  }

  // A new key replaces the old one and resets the connection state.
  const auto replaced = save(ghl.server, ghl.owner.token, full_config("pit-new-key-0000"));
  CHECK(replaced["config"]["apiKey"] == "••••0000");
  CHECK(replaced["status"] == "disconnected");
  ghl.stub.clear_requests();
  check_failure(api(ghl.server, ghl.owner.token, "POST", kTest, "{}"), kTestFailed);
  REQUIRE(ghl.stub.requests().size() == 1);
  CHECK(ghl.stub.requests()[0].authorization == "Bearer pit-new-key-0000");
  // So does a new location.
  save(ghl.server, ghl.owner.token, full_config(kKey));
  CHECK(ok_json(ghl.server, ghl.owner.token, "POST", kTest, json::object())["ok"] == true);
  CHECK(save(ghl.server, ghl.owner.token, full_config(kMaskedKey, "otherLocation1"))["status"] == "disconnected");
}

TEST_CASE("integrations: enabling needs a key and a location, location ids are checked, nothing is stored on 400") {
  Ghl ghl;
  const auto before = integration(ghl.server, ghl.owner.token);
  const std::string enable_message = "Enter the API key and Location ID to enable the integration";
  auto res = api(ghl.server, ghl.owner.token, "POST", kSave, json{{"locationId", kLocation}, {"enabled", true}}.dump());
  test::check_error(res, 400, enable_message);
  res = api(ghl.server, ghl.owner.token, "POST", kSave, json{{"apiKey", kKey}, {"enabled", true}}.dump());
  test::check_error(res, 400, enable_message);
  res = api(ghl.server, ghl.owner.token, "POST", kSave, full_config("", kLocation).dump());
  test::check_error(res, 400, enable_message);
  for (const auto* location : {"abc/def", "abc def", "abc?x=1", "abc.def", "../x", "loc%2F1", "ünï"}) {
    INFO("locationId " << location);
    res = api(ghl.server, ghl.owner.token, "POST", kSave, full_config(kKey, location).dump());
    REQUIRE(res);
    CHECK(res->status == 400);
    res = api(ghl.server, ghl.owner.token, "POST", kTest, json{{"apiKey", kKey}, {"locationId", location}}.dump());
    REQUIRE(res);
    CHECK(res->status == 400);
  }
  res = api(ghl.server, ghl.owner.token, "POST", kSave, json{{"apiKey", kKey}, {"enabled", "yes"}}.dump());
  REQUIRE(res);
  CHECK(res->status == 400);
  CHECK(integration(ghl.server, ghl.owner.token) == before);

  // Nothing given and nothing stored: the test and the sync say what is missing and call nobody.
  test::check_error(api(ghl.server, ghl.owner.token, "POST", kTest, "{}"), 400,
                    "Enter the API key and Location ID to test the connection");
  test::check_error(api(ghl.server, ghl.owner.token, "POST", kSync), 400, "Save an API key and Location ID first");
  CHECK(ghl.stub.requests().empty());

  // A disabled integration may be saved half-filled; letters, digits, '-' and '_' make a location id.
  CHECK(save(ghl.server, ghl.owner.token, json{{"apiKey", kKey}, {"enabled", false}})["hasApiKey"] == true);
  CHECK(save(ghl.server, ghl.owner.token, full_config(kMaskedKey, "Ab-9_z"))["config"]["locationId"] == "Ab-9_z");
  // Beyond the contract (the server's rule): a manual sync also needs the integration and Sync Leads on.
  json off = full_config(kMaskedKey, "Ab-9_z");
  off["syncLeads"] = false;
  save(ghl.server, ghl.owner.token, off);
  test::check_error(api(ghl.server, ghl.owner.token, "POST", kSync), 400, "Turn on the integration and Sync Leads first");
  CHECK(ghl.stub.requests().empty());
}

TEST_CASE("integrations: a successful test sends the key and API version and marks the integration connected") {
  Ghl ghl;
  save(ghl.server, ghl.owner.token, full_config());
  const auto answer = ok_json(ghl.server, ghl.owner.token, "POST", kTest, json::object());
  CHECK(answer == json{{"ok", true}, {"locationName", kLocationName}});

  const auto requests = ghl.stub.requests();
  REQUIRE(requests.size() == 1);
  CHECK(requests[0].method == "GET");
  CHECK(requests[0].path == "/locations/" + kLocation);
  CHECK(requests[0].authorization == "Bearer " + kKey);
  CHECK(requests[0].version == "2021-07-28");
  CHECK(contains(requests[0].accept, "application/json"));

  const auto entry = integration(ghl.server, ghl.owner.token);
  CHECK(entry["status"] == "connected");
  CHECK(entry["lastError"].is_null());
  const auto logged = latest_log(ghl.server, ghl.owner.token, "gohighlevel", "test");
  REQUIRE(logged.is_object());
  CHECK(logged["status"] == "success");

  // Credentials given in the body are tested without being stored.
  const auto other = test::register_company(ghl.server, "Globex", "o@globex.test");
  ghl.stub.clear_requests();
  CHECK(ok_json(ghl.server, other.token, "POST", kTest, {{"apiKey", kKey}, {"locationId", kLocation}})["ok"] == true);
  REQUIRE(ghl.stub.requests().size() == 1);
  CHECK(ghl.stub.requests()[0].authorization == "Bearer " + kKey);
  const auto untouched = integration(ghl.server, other.token);
  CHECK(untouched["hasApiKey"] == false);
  CHECK(untouched["config"]["locationId"] == "");
  CHECK(untouched["status"] == "disconnected");
}

TEST_CASE("integrations: a refused key answers 502 naming HTTP 401 and marks the integration as in error") {
  Ghl ghl;
  save(ghl.server, ghl.owner.token, full_config());
  ghl.stub.set_api_key("pit-rotated-key");  // the stored key no longer works
  auto res = api(ghl.server, ghl.owner.token, "POST", kTest, "{}");
  check_failure(res, kTestFailed);
  CHECK(contains(error_of(res), "401"));
  auto entry = integration(ghl.server, ghl.owner.token);
  CHECK(entry["status"] == "error");
  REQUIRE(entry["lastError"].is_string());
  CHECK(contains(entry["lastError"].get<std::string>(), "401"));
  auto logged = latest_log(ghl.server, ghl.owner.token, "gohighlevel", "test");
  REQUIRE(logged.is_object());
  CHECK(logged["status"] == "error");

  // A wrong key given in the body is sent as given, and refused.
  ghl.stub.clear_requests();
  res = api(ghl.server, ghl.owner.token, "POST", kTest, json{{"apiKey", "wrong-key"}}.dump());
  check_failure(res, kTestFailed);
  CHECK(contains(error_of(res), "401"));
  REQUIRE(ghl.stub.requests().size() == 1);
  CHECK(ghl.stub.requests()[0].authorization == "Bearer wrong-key");

  // Once GoHighLevel accepts the stored key again, a test reconnects.
  ghl.stub.set_api_key(kKey);
  CHECK(ok_json(ghl.server, ghl.owner.token, "POST", kTest, json::object())["ok"] == true);
  entry = integration(ghl.server, ghl.owner.token);
  CHECK(entry["status"] == "connected");
  CHECK(entry["lastError"].is_null());
}

TEST_CASE("integrations: an unknown location answers 502 saying it was not found") {
  Ghl ghl;
  save(ghl.server, ghl.owner.token, full_config(kKey, "noSuchLocation"));
  auto res = api(ghl.server, ghl.owner.token, "POST", kTest, "{}");
  check_failure(res, kTestFailed);
  const auto message = error_of(res);
  CHECK((contains(message, "404") || contains(message, "not found")));
  CHECK(integration(ghl.server, ghl.owner.token)["status"] == "error");
  const auto requests = ghl.stub.requests();
  REQUIRE(requests.size() == 1);
  CHECK(requests[0].path == "/locations/noSuchLocation");
}

TEST_CASE("integrations: GoHighLevel that does not answer within 10 seconds fails the test with 502") {
  Ghl ghl;
  save(ghl.server, ghl.owner.token, full_config());
  ghl.stub.set_delay(std::chrono::seconds(15));
  auto client = ghl.server.client();
  client.set_read_timeout(30);
  const auto started = std::chrono::steady_clock::now();
  auto res = client.Post(kTest, test::bearer(ghl.owner.token), "{}", "application/json");
  const auto elapsed = std::chrono::steady_clock::now() - started;
  check_failure(res, kTestFailed);
  CHECK(elapsed >= std::chrono::seconds(9));
  CHECK(elapsed < std::chrono::seconds(14));  // the server gave up; it did not wait for the stub
  ghl.stub.set_delay(std::chrono::milliseconds(0));
  CHECK(integration(ghl.server, ghl.owner.token)["status"] == "error");
}

TEST_CASE("integrations: an unreachable GoHighLevel fails the test and the sync with 502") {
  const int port = test::closed_port();
  test::TestServer server(
      [port](dialer::AppConfig& config) { config.ghl_base_url = "http://127.0.0.1:" + std::to_string(port); });
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  save(server, owner.token, full_config());
  check_failure(api(server, owner.token, "POST", kTest, "{}"), kTestFailed);
  CHECK(integration(server, owner.token)["status"] == "error");
  check_failure(api(server, owner.token, "POST", kSync), kSyncFailed);
  const auto logged = latest_log(server, owner.token, "gohighlevel", "sync");
  REQUIRE(logged.is_object());
  CHECK(logged["status"] == "error");
  CHECK(integration(server, owner.token)["lastSyncAt"].is_null());
}

TEST_CASE("integrations: sync pages through contacts, waits out a 429, and files them in the GoHighLevel list") {
  Ghl ghl;
  const auto& token = ghl.owner.token;
  // A lead the company already has, with the e-mail of one of the contacts.
  auto res = api(ghl.server, token, "POST", "/api/v1/leads",
                  json{{"name", "Old Name"}, {"email", "c037@ghl.test"}, {"status", "interested"}}.dump());
  REQUIRE(res);
  REQUIRE(res->status == 201);
  const auto existing_id = test::json_of(res)["id"].get<std::int64_t>();

  ghl.stub.set_contacts(contacts(250));
  ghl.stub.throttle_page(2, 1, "1");
  save(ghl.server, token, full_config());

  auto answer = ok_json(ghl.server, token, "POST", kSync);
  CHECK(answer["created"] == 249);
  CHECK(answer["updated"] == 1);
  CHECK(answer["skipped"] == 0);
  CHECK(answer["pages"] == 3);
  REQUIRE(answer["lastSyncAt"].is_string());

  // Three pages of 100 asked for in order, page 2 twice (once refused with 429), with the documented headers.
  const auto searches = ghl.stub.requests_to("/contacts/search");
  std::vector<int> pages;
  for (const auto& request : searches) {
    CHECK(request.method == "POST");
    CHECK(request.authorization == "Bearer " + kKey);
    CHECK(request.version == "2021-07-28");
    const auto body = json::parse(request.body, nullptr, false);
    REQUIRE(body.is_object());
    CHECK(body["locationId"] == kLocation);
    CHECK(body["pageLimit"] == 100);
    pages.push_back(body.value("page", 0));
  }
  CHECK(pages == std::vector<int>{1, 2, 2, 3});

  const auto list = list_named_or_null(ghl.server, token, "GoHighLevel");
  REQUIRE(list.is_object());
  CHECK(list["leadCount"] == 250);
  const auto ids = lead_ids_in_list(ghl.server, token, list["id"].get<std::int64_t>());
  CHECK(ids.size() == 250);
  CHECK(ids.count(existing_id) == 1);
  CHECK(ok_json(ghl.server, token, "GET", "/api/v1/leads/stats")["total"] == 250);

  // The matching lead was updated in place, not duplicated.
  auto found = leads_matching(ghl.server, token, "c037@ghl.test");
  REQUIRE(found.size() == 1);
  CHECK(found[0]["id"] == existing_id);
  CHECK(found[0]["name"] == "Ann Lee037");
  CHECK(found[0]["list_name"] == "GoHighLevel");
  // A new one carries every field of its contact.
  found = leads_matching(ghl.server, token, "c201@ghl.test");
  REQUIRE(found.size() == 1);
  CHECK(found[0]["firstName"] == "Ann");
  CHECK(found[0]["lastName"] == "Lee201");
  CHECK(found[0]["name"] == "Ann Lee201");
  CHECK(found[0]["phone"] == "+1555000201");
  CHECK(found[0]["company"] == "Co 201");
  CHECK(found[0]["state"] == "TX");
  CHECK(found[0]["postalCode"] == "78701");
  CHECK(found[0]["timezone"] == "America/Chicago");
  found = leads_matching(ghl.server, token, "c210@ghl.test");
  REQUIRE(found.size() == 1);
  CHECK(found[0]["timezone"] == "");
  CHECK(found[0]["status"] == "new");
  CHECK(found[0]["source"] == "gohighlevel");
  CHECK(found[0]["list_name"] == "GoHighLevel");

  auto entry = integration(ghl.server, token);
  CHECK(entry["lastSyncAt"] == answer["lastSyncAt"]);
  CHECK(entry["status"] == "connected");
  auto logged = latest_log(ghl.server, token, "gohighlevel", "sync");
  REQUIRE(logged.is_object());
  CHECK(logged["status"] == "success");

  // A second sync finds every contact again: it updates the same leads and creates none.
  ghl.stub.clear_requests();
  ghl.stub.set_contacts(contacts(250, "Bea"));
  answer = ok_json(ghl.server, token, "POST", kSync);
  CHECK(answer["created"] == 0);
  CHECK(answer["updated"] == 250);
  CHECK(answer["pages"] == 3);
  CHECK(ghl.stub.requests_to("/contacts/search").size() == 3);
  CHECK(lead_ids_in_list(ghl.server, token, list["id"].get<std::int64_t>()) == ids);
  CHECK(ok_json(ghl.server, token, "GET", "/api/v1/leads/stats")["total"] == 250);
  found = leads_matching(ghl.server, token, "c201@ghl.test");
  REQUIRE(found.size() == 1);
  CHECK(found[0]["name"] == "Bea Lee201");
  CHECK(list_named_or_null(ghl.server, token, "GoHighLevel")["leadCount"] == 250);
  CHECK(integration(ghl.server, token)["lastSyncAt"] == answer["lastSyncAt"]);
}

TEST_CASE("integrations: paging stops at an empty page or when the total is reached") {
  Ghl ghl;
  save(ghl.server, ghl.owner.token, full_config());
  // Exactly two full pages: page*pageLimit reaches the total after page 2.
  ghl.stub.set_contacts(contacts(200));
  auto answer = ok_json(ghl.server, ghl.owner.token, "POST", kSync);
  CHECK(answer["created"] == 200);
  CHECK(answer["pages"] == 2);
  CHECK(ghl.stub.requests_to("/contacts/search").size() == 2);
  // No contacts at all: one request, nothing created.
  ghl.stub.clear_requests();
  ghl.stub.set_contacts({});
  answer = ok_json(ghl.server, ghl.owner.token, "POST", kSync);
  CHECK(answer["created"] == 0);
  CHECK(answer["updated"] == 0);
  CHECK(ghl.stub.requests_to("/contacts/search").size() == 1);
}

TEST_CASE("integrations: a failing sync answers 502 and is logged, a refused key included") {
  Ghl ghl;
  save(ghl.server, ghl.owner.token, full_config());
  ghl.stub.set_contacts(contacts(10));
  ghl.stub.set_api_key("pit-rotated-key");
  auto res = api(ghl.server, ghl.owner.token, "POST", kSync);
  check_failure(res, kSyncFailed);
  CHECK(contains(error_of(res), "401"));
  auto entry = integration(ghl.server, ghl.owner.token);
  CHECK(entry["status"] == "error");
  CHECK(entry["lastSyncAt"].is_null());
  auto logged = latest_log(ghl.server, ghl.owner.token, "gohighlevel", "sync");
  REQUIRE(logged.is_object());
  CHECK(logged["status"] == "error");
  CHECK(ok_json(ghl.server, ghl.owner.token, "GET", "/api/v1/leads/stats")["total"] == 0);

  // GoHighLevel that keeps answering 429 is given up on after a bounded number of retries (Retry-After: 1
  // keeps the waits short).
  ghl.stub.set_api_key(kKey);
  ghl.stub.clear_requests();
  ghl.stub.throttle_page(1, 100, "1");
  check_failure(api(ghl.server, ghl.owner.token, "POST", kSync), kSyncFailed);
  const auto attempts = ghl.stub.requests_to("/contacts/search").size();
  CHECK(attempts >= 2);
  CHECK(attempts <= 6);
}

TEST_CASE("integrations: a second sync while one runs answers 409") {
  Ghl ghl;
  save(ghl.server, ghl.owner.token, full_config());
  ghl.stub.set_contacts(contacts(5));
  ghl.stub.set_delay(std::chrono::milliseconds(3000));
  httplib::Result first;
  std::thread running([&] { first = test::call(ghl.server, "POST", kSync, ghl.owner.token); });
  {
    // A failed REQUIRE below must not leave the thread joinable.
    struct Join {
      std::thread& thread;
      ~Join() { thread.join(); }
    } join{running};
    REQUIRE(ghl.stub.wait_for_requests(1));
    test::check_error(api(ghl.server, ghl.owner.token, "POST", kSync), 409, "A GoHighLevel sync is already running");
  }
  REQUIRE(first);
  CHECK(first->status == 200);
  CHECK(test::json_of(first)["created"] == 5);
  ghl.stub.set_delay(std::chrono::milliseconds(0));
  // Once it has finished, syncing again is allowed.
  CHECK(ok_json(ghl.server, ghl.owner.token, "POST", kSync)["updated"] == 5);
}

TEST_CASE("integrations: with the integration and Sync Leads on, the scheduled sync runs by itself") {
  test::GhlStub stub(kKey, kLocation, kLocationName);
  test::TestServer server([&stub](dialer::AppConfig& config) {
    config.ghl_base_url = stub.base_url();
    config.ghl_sync_interval = std::chrono::seconds(2);
  });
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  stub.set_contacts(contacts(3));
  save(server, owner.token, full_config());
  REQUIRE(stub.wait_for_requests(1, std::chrono::seconds(10)));
  json entry;
  for (int attempt = 0; attempt < 100 && entry.is_null(); ++attempt) {
    entry = latest_log(server, owner.token, "gohighlevel", "sync");
    if (entry.is_null()) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  REQUIRE(entry.is_object());
  CHECK(entry["status"] == "success");
  CHECK(ok_json(server, owner.token, "GET", "/api/v1/leads/stats")["total"] == 3);
  const auto state = integration(server, owner.token);
  CHECK(state["status"] == "connected");
  CHECK(state["lastSyncAt"].is_string());
  const auto list = list_named_or_null(server, owner.token, "GoHighLevel");
  REQUIRE(list.is_object());
  CHECK(list["leadCount"] == 3);
}

TEST_CASE("integrations: the log records saves, tests and syncs, newest first") {
  Ghl ghl;
  const auto& token = ghl.owner.token;
  ghl.stub.set_contacts(contacts(3));
  save(ghl.server, token, full_config());
  ok_json(ghl.server, token, "POST", kTest, json::object());
  ghl.stub.set_api_key("pit-rotated-key");
  check_failure(api(ghl.server, token, "POST", kTest, "{}"), kTestFailed);
  ghl.stub.set_api_key(kKey);
  ok_json(ghl.server, token, "POST", kSync);

  const auto entries = logs(ghl.server, token);
  REQUIRE(entries.size() >= 4);
  std::vector<std::pair<std::string, std::string>> actions;
  for (const auto& entry : entries) {
    CHECK(entry["integration"] == "gohighlevel");
    CHECK(entry["id"].is_number_integer());
    CHECK(entry["timestamp"].is_string());
    CHECK(entry["message"].is_string());
    CHECK_FALSE(contains(entry.dump(), kKey));
    actions.emplace_back(entry["action"].get<std::string>(), entry["status"].get<std::string>());
  }
  for (std::size_t i = 1; i < entries.size(); ++i) CHECK(entries[i - 1]["id"] > entries[i]["id"]);
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"sync", "success"}, {"test", "error"}, {"test", "success"}, {"save", "success"}};
  CHECK(std::vector<std::pair<std::string, std::string>>(actions.begin(), actions.begin() + 4) == expected);

  // Paging: limit, then before=<the last id seen>.
  const auto first_two = logs(ghl.server, token, "?limit=2");
  REQUIRE(first_two.size() == 2);
  CHECK(first_two[0] == entries[0]);
  const auto next = logs(ghl.server, token, "?limit=2&before=" + std::to_string(first_two[1]["id"].get<std::int64_t>()));
  REQUIRE(next.size() == 2);
  CHECK(next[0] == entries[2]);
  CHECK(next[1] == entries[3]);
  for (const auto* bad : {"?limit=0", "?limit=201", "?limit=x", "?before=abc"}) {
    INFO(bad);
    auto res = api(ghl.server, token, "GET", std::string(kLogs) + bad);
    REQUIRE(res);
    CHECK(res->status == 400);
  }
  CHECK(logs(ghl.server, token, "?limit=200").size() == entries.size());
}

TEST_CASE("integrations: another organization sees nothing of the first one's configuration or log") {
  Ghl ghl;
  save(ghl.server, ghl.owner.token, full_config());
  ghl.stub.set_contacts(contacts(3));
  ok_json(ghl.server, ghl.owner.token, "POST", kSync);

  const auto other = test::register_company(ghl.server, "Globex", "o@globex.test");
  const auto theirs = integration(ghl.server, other.token);
  CHECK(theirs["config"] == json{{"apiKey", ""},       {"locationId", ""},      {"enabled", false},
                                 {"syncLeads", false}, {"syncContacts", false}, {"autoCreateCampaigns", false}});
  CHECK(theirs["hasApiKey"] == false);
  CHECK(theirs["status"] == "disconnected");
  CHECK(theirs["lastSyncAt"].is_null());
  CHECK(logs(ghl.server, other.token).empty());
  CHECK(ok_json(ghl.server, other.token, "GET", "/api/v1/leads/stats")["total"] == 0);
  CHECK(list_named_or_null(ghl.server, other.token, "GoHighLevel").is_null());

  ghl.stub.clear_requests();
  test::check_error(api(ghl.server, other.token, "POST", kTest, "{}"), 400,
                    "Enter the API key and Location ID to test the connection");
  test::check_error(api(ghl.server, other.token, "POST", kSync), 400, "Save an API key and Location ID first");
  CHECK(ghl.stub.requests().empty());

  // Saving their own configuration leaves the first company's untouched.
  save(ghl.server, other.token, full_config("pit-globex-key-1111", "globexLoc"));
  const auto ours = integration(ghl.server, ghl.owner.token);
  CHECK(ours["config"]["apiKey"] == kMaskedKey);
  CHECK(ours["config"]["locationId"] == kLocation);
  CHECK(ours["status"] == "connected");
}
