// A lead's history over HTTP: created by whom and how (form, import, webhook), every edit's old → new values,
// list moves by name, newest first and paged, only within the organization, and gone with the lead.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "support/accounts.hpp"

namespace {

using nlohmann::json;

json history(test::TestServer& server, const std::string& token, std::int64_t lead_id, const std::string& query = "") {
  const auto res = test::call(server, "GET", "/api/v1/leads/" + std::to_string(lead_id) + "/activity" + query, token);
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 200);
  return test::json_of(res);
}

}  // namespace

TEST_CASE("lead activity: created and every change, with who, how and old → new, newest first") {
  test::TestServer server;
  const auto owner = test::register_company(server, "History", "o@history.test");
  const auto list = test::json_of(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"North"})"));
  const auto created =
      test::json_of(test::call(server, "POST", "/api/v1/leads", owner.token, R"({"name":"Ada King","status":"new"})"));
  const auto id = created["id"].get<std::int64_t>();
  const auto path = "/api/v1/leads/" + std::to_string(id);
  REQUIRE(test::call(server, "PUT", path, owner.token,
                     json{{"status", "contacted"}, {"listId", list["id"]}, {"company", "Acme"}}.dump())
              ->status == 200);
  // Saving without a change writes no entry.
  REQUIRE(test::call(server, "PUT", path, owner.token, R"({"company":"Acme"})")->status == 200);
  REQUIRE(test::call(server, "PUT", path, owner.token, R"({"listId":null})")->status == 200);

  const auto page = history(server, owner.token, id);
  const auto& entries = page["activity"];
  REQUIRE(entries.size() == 3);
  CHECK(page["nextBefore"].is_null());
  CHECK(entries[0]["kind"] == "updated");
  CHECK(entries[0]["changes"] == json{{"list", {{"from", "North"}, {"to", nullptr}}}});
  CHECK(entries[1]["changes"] == json{{"status", {{"from", "new"}, {"to", "contacted"}}},
                                      {"company", {{"from", ""}, {"to", "Acme"}}},
                                      {"list", {{"from", nullptr}, {"to", "North"}}}});
  CHECK(entries[2]["kind"] == "created");
  CHECK(entries[2]["origin"] == "api");
  CHECK(entries[2]["user"]["id"] == owner.user["id"]);
  CHECK(entries[2]["user"]["name"] == owner.user["name"]);
  CHECK(entries[2]["changes"] == json::object());
  CHECK(entries[0]["id"].get<std::int64_t>() > entries[1]["id"].get<std::int64_t>());

  // A list deleted since is named as such; another organization and agents see nothing.
  REQUIRE(test::call(server, "DELETE", "/api/v1/lists/" + std::to_string(list["id"].get<std::int64_t>()), owner.token)
              ->status == 204);
  CHECK(history(server, owner.token, id)["activity"][0]["changes"]["list"]["from"] == "(deleted list)");
  const auto other = test::register_company(server, "Other", "o@other.test");
  test::check_error(test::call(server, "GET", path + "/activity", other.token), 404, "Lead not found");

  // Deleting the lead takes its history with it.
  REQUIRE(test::call(server, "DELETE", path, owner.token)->status == 204);
  server.app().database().read([&](SQLite::Database& db) {
    SQLite::Statement s(db, "SELECT count(*) FROM lead_activity WHERE lead_id = ?");
    s.bind(1, id);
    REQUIRE(s.executeStep());
    CHECK(s.getColumn(0).getInt() == 0);
  });
}

TEST_CASE("lead activity: imports and webhooks say so, updates by import list what they filled in, pages chain") {
  test::TestServer server;
  const auto owner = test::register_company(server, "History", "o@history.test");
  auto res = server.client().Post("/api/v1/leads/import", test::bearer(owner.token), "Name,Email\nGrace,g@h.test\n",
                                  "text/csv");
  REQUIRE(res->status == 200);
  res = server.client().Post("/api/v1/leads/import?duplicates=update", test::bearer(owner.token),
                             "Name,Email,Company\nGrace Hopper,g@h.test,Navy\n", "text/csv");
  REQUIRE(res->status == 200);
  const auto lead = test::json_of(test::call(server, "GET", "/api/v1/leads?search=g@h.test", owner.token))["leads"][0];
  const auto id = lead["id"].get<std::int64_t>();
  auto entries = history(server, owner.token, id)["activity"];
  REQUIRE(entries.size() == 2);
  CHECK(entries[1]["origin"] == "import");
  CHECK(entries[1]["user"]["id"] == owner.user["id"]);
  CHECK(entries[0]["origin"] == "import");
  CHECK(entries[0]["changes"] == json{{"name", {{"from", "Grace"}, {"to", "Grace Hopper"}}},
                                      {"lastName", {{"from", ""}, {"to", "Hopper"}}},
                                      {"company", {{"from", ""}, {"to", "Navy"}}}});

  const auto webhook = test::json_of(test::call(server, "POST", "/api/v1/webhooks", owner.token, R"({"name":"Site"})"));
  const std::string url = webhook["url"];
  const auto inbound = url.substr(url.find("/api/v1/webhooks/leads"));
  REQUIRE(server.client().Post(inbound, R"({"email":"g@h.test","notes":"from the site"})", "application/json")->status ==
          200);
  for (int i = 0; i < 4; ++i) {
    REQUIRE(test::call(server, "PUT", "/api/v1/leads/" + std::to_string(id), owner.token,
                       json{{"notes", "note " + std::to_string(i)}}.dump())
                ->status == 200);
  }
  // 7 entries, read 3 at a time.
  std::vector<json> all;
  std::string query = "?limit=3";
  while (true) {
    const auto page = history(server, owner.token, id, query);
    for (const auto& entry : page["activity"]) all.push_back(entry);
    if (page["nextBefore"].is_null()) break;
    query = "?limit=3&before=" + std::to_string(page["nextBefore"].get<std::int64_t>());
  }
  REQUIRE(all.size() == 7);
  CHECK(all[4]["origin"] == "webhook");
  CHECK(all[4]["user"].is_null());
  CHECK(all[4]["changes"]["notes"]["to"] == "from the site");
  for (std::size_t i = 1; i < all.size(); ++i) CHECK(all[i - 1]["id"].get<std::int64_t>() > all[i]["id"].get<std::int64_t>());
  test::check_error(test::call(server, "GET", "/api/v1/leads/" + std::to_string(id) + "/activity?limit=0", owner.token),
                    400, "limit must be between 1 and 100");
}
