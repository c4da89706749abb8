// Sorted leads pages over real HTTP: every order, both directions, under each filter and across every page
// (the pages past the middle are found from the far end), against the same leads sorted here by brute force.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <random>

#include "support/accounts.hpp"

namespace {

using nlohmann::json;

std::string lower_ascii(std::string text) {
  for (char& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text;
}

// The documented order (docs/api.md): blank names and companies after the others, letters compared without
// case, then the id; equal update times by id; a status sort keeps the newest first within a status.
bool before(const json& a, const json& b, const std::string& key, bool descending) {
  if (key == "created") return descending ? a["id"] > b["id"] : a["id"] < b["id"];
  if (key == "status") {
    if (a["status"] != b["status"]) return descending ? a["status"] > b["status"] : a["status"] < b["status"];
    return a["id"] > b["id"];
  }
  if (key == "updated") {
    if (a["updatedAt"] != b["updatedAt"]) {
      return descending ? a["updatedAt"] > b["updatedAt"] : a["updatedAt"] < b["updatedAt"];
    }
    return descending ? a["id"] > b["id"] : a["id"] < b["id"];
  }
  const auto field = [&](const json& lead) {
    const std::string value = lead[key].get<std::string>();
    return std::make_tuple(value.empty(), lower_ascii(value));
  };
  if (field(a) != field(b)) return descending ? field(b) < field(a) : field(a) < field(b);
  return descending ? a["id"] > b["id"] : a["id"] < b["id"];
}

std::vector<std::int64_t> ids_of(const std::vector<json>& leads) {
  std::vector<std::int64_t> ids;
  for (const auto& lead : leads) ids.push_back(lead["id"]);
  return ids;
}

json get_page(test::TestServer& server, const std::string& token, const std::string& query) {
  auto res = test::call(server, "GET", "/api/v1/leads?" + query, token);
  REQUIRE(res);
  INFO(query << " → " << res->body);
  REQUIRE(res->status == 200);
  return test::json_of(res);
}

// Every lead a query selects, page after page.
std::vector<json> every_page(test::TestServer& server, const std::string& token, const std::string& query, int limit) {
  std::vector<json> leads;
  for (int page = 1;; ++page) {
    const auto answer = get_page(server, token, query + "&limit=" + std::to_string(limit) + "&page=" + std::to_string(page));
    for (const auto& lead : answer["leads"]) leads.push_back(lead);
    if (page >= answer["pagination"]["pages"].get<int>()) break;
  }
  return leads;
}

// 240 leads in two lists and none, every status, names and companies in mixed case, some blank.
void import_leads(test::TestServer& server, const std::string& token) {
  const std::vector<std::string> names = {"ada",   "Bob",  "carla", "Dmitri", "eve",    "Zoë",
                                          "anna",  "BOB",  "",      "Émile",  "mallory", "Trent"};
  const std::vector<std::string> companies = {"Acme", "acme", "", "Globex", "initech", "", "Umbrella", "zeta"};
  const std::vector<std::string> statuses = {"new", "contacted", "interested", "not_interested", "callback"};
  const std::vector<std::string> lists = {"North", "South", ""};
  std::mt19937 random(7);
  std::string csv = "Name,Company,Status,List,Phone\n";
  for (int i = 0; i < 240; ++i) {
    csv += names[random() % names.size()] + "," + companies[random() % companies.size()] + "," +
           statuses[random() % statuses.size()] + "," + lists[random() % lists.size()] + ",+1555" +
           std::to_string(1000000 + i) + "\n";
  }
  auto res = server.client().Post("/api/v1/leads/import", test::bearer(token), csv, "text/csv");
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 200);
  REQUIRE(test::json_of(res)["imported"] == 240);
}

// No filter, a status, the list "North", no list, and a status within "North" (as query parameters).
std::vector<std::string> filters_of(test::TestServer& server, const std::string& token) {
  std::string north;
  for (const auto& list : test::json_of(test::call(server, "GET", "/api/v1/lists", token))) {
    if (list["name"] == "North") north = std::to_string(list["id"].get<int>());
  }
  REQUIRE_FALSE(north.empty());
  return {"", "&status=new", "&listId=" + north, "&listId=0", "&status=callback&listId=" + north};
}

}  // namespace

TEST_CASE("every sort of the leads page, both ways, under each filter, equals a brute-force sort") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  import_leads(server, owner.token);
  // Some leads changed later, so the update times differ.
  const auto newest = get_page(server, owner.token, "limit=30")["leads"];
  for (std::size_t i = 0; i < newest.size(); i += 3) {
    const auto path = "/api/v1/leads/" + std::to_string(newest[i]["id"].get<int>());
    REQUIRE(test::call(server, "PUT", path, owner.token, json{{"notes", "called"}}.dump())->status == 200);
  }
  const auto filters = filters_of(server, owner.token);
  for (const auto& filter : filters) {
    const auto all = every_page(server, owner.token, filter.empty() ? "x=1" : filter.substr(1), 100);
    for (const std::string key : {"created", "name", "company", "status", "updated"}) {
      for (const bool descending : {false, true}) {
        auto expected = all;
        std::sort(expected.begin(), expected.end(),
                  [&](const json& a, const json& b) { return before(a, b, key, descending); });
        const std::string query = "sort=" + key + "&order=" + (descending ? "desc" : "asc") + filter;
        INFO(query);
        CHECK(ids_of(every_page(server, owner.token, query, 9)) == ids_of(expected));
        const auto first = get_page(server, owner.token, query + "&limit=9");
        CHECK(first["pagination"]["total"] == all.size());
      }
    }
  }
}

TEST_CASE("a search sorts its matches, and the default order of each sort is the usual one") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  import_leads(server, owner.token);
  // A term of three letters goes through the search index, a shorter one scans.
  for (const std::string term : {"acme", "an"}) {
    const auto matches = every_page(server, owner.token, "search=" + term, 100);
    REQUIRE_FALSE(matches.empty());
    for (const std::string key : {"name", "company", "status", "created"}) {
      auto expected = matches;
      std::sort(expected.begin(), expected.end(), [&](const json& a, const json& b) { return before(a, b, key, false); });
      INFO(term << " by " << key);
      CHECK(ids_of(every_page(server, owner.token, "search=" + term + "&sort=" + key + "&order=asc", 7)) ==
            ids_of(expected));
    }
  }
  // Without an order: A–Z for names, newest first for times.
  const auto all = every_page(server, owner.token, "x=1", 100);
  for (const auto& [key, descending] : std::vector<std::pair<std::string, bool>>{{"name", false}, {"updated", true}}) {
    auto expected = all;
    std::sort(expected.begin(), expected.end(), [&](const json& a, const json& b) { return before(a, b, key, descending); });
    CHECK(ids_of(every_page(server, owner.token, "sort=" + key, 50)) == ids_of(expected));
  }
}

TEST_CASE("an unknown sort or order is refused with the accepted values") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  test::check_error(test::call(server, "GET", "/api/v1/leads?sort=phone", owner.token), 400,
                    "sort must be one of name, company, status, created, updated");
  test::check_error(test::call(server, "GET", "/api/v1/leads?sort=name&order=up", owner.token), 400,
                    "order must be asc or desc");
}

TEST_CASE("a sort by name or company over more than 50,000 leads asks for a narrower list") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  std::string csv = "Name,Phone,List\n";
  for (int i = 0; i < 50001; ++i) {
    csv += "Lead " + std::to_string(i) + ",+1555" + std::to_string(3000000 + i) + "," + (i < 100 ? "Small" : "Big") + "\n";
  }
  // 50,001 rows take a few seconds, several times that on a loaded box: more than the client's usual 10 s to wait.
  auto client = server.client();
  client.set_read_timeout(120);
  auto res = client.Post("/api/v1/leads/import", test::bearer(owner.token), csv, "text/csv");
  REQUIRE(res);
  REQUIRE(res->status == 200);
  test::check_error(test::call(server, "GET", "/api/v1/leads?sort=company", owner.token), 400,
                    "Sorting by company works on up to 50,000 leads. Narrow the list with a search, a status or a "
                    "list first.");
  test::check_error(test::call(server, "GET", "/api/v1/leads?sort=name&search=lead", owner.token), 400,
                    "Sorting by name works on up to 50,000 leads. Narrow the list with a search, a status or a list "
                    "first.");
  // The other orders take any number; a narrower list sorts by name.
  CHECK(get_page(server, owner.token, "sort=updated")["pagination"]["total"] == 50001);
  CHECK(get_page(server, owner.token, "sort=status&order=desc")["pagination"]["total"] == 50001);
  std::string small;
  for (const auto& list : test::json_of(test::call(server, "GET", "/api/v1/lists", owner.token))) {
    if (list["name"] == "Small") small = std::to_string(list["id"].get<int>());
  }
  const auto sorted = get_page(server, owner.token, "sort=name&order=desc&limit=3&listId=" + small);
  CHECK(sorted["pagination"]["total"] == 100);
  CHECK(sorted["leads"][0]["name"] == "Lead 99");
}

TEST_CASE("newest and oldest first, pages across many blocks of ids equal the same leads ordered here by id") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto other = test::register_company(server, "Other", "o@other.test");
  // Another company's imports between this one's spread its leads over blocks of 1,024 ids and superblocks of
  // 32,768, so that pages start and end in different ones.
  const std::vector<std::string> statuses = {"new", "contacted", "callback"};
  int phone = 0;
  const auto import = [&](const std::string& token, int rows) {
    std::string csv = "Name,Status,List,Phone\n";
    for (int i = 0; i < rows; ++i, ++phone) {
      csv += "Lead " + std::to_string(phone) + "," + statuses[static_cast<std::size_t>(phone) % 3] + "," +
             (phone % 4 == 0 ? "" : "North") + ",+1555" + std::to_string(2000000 + phone) + "\n";
    }
    auto res = server.client().Post("/api/v1/leads/import", test::bearer(token), csv, "text/csv");
    REQUIRE(res);
    REQUIRE(res->status == 200);
  };
  import(owner.token, 40);
  import(other.token, 1500);
  import(owner.token, 30);
  import(other.token, 36000);
  import(owner.token, 50);
  import(other.token, 33000);
  import(owner.token, 20);

  const auto filters = filters_of(server, owner.token);
  for (const auto& filter : filters) {
    // Every lead the filter selects, through another order's pages, then by id.
    auto all = every_page(server, owner.token, "sort=updated" + filter, 100);
    std::sort(all.begin(), all.end(), [](const json& a, const json& b) { return a["id"] < b["id"]; });
    REQUIRE(all.size() > 10);
    for (const bool descending : {false, true}) {
      auto expected = ids_of(all);
      if (descending) std::reverse(expected.begin(), expected.end());
      const std::string query = std::string("sort=created&order=") + (descending ? "desc" : "asc") + filter;
      INFO(query);
      CHECK(ids_of(every_page(server, owner.token, query, 7)) == expected);
      CHECK(get_page(server, owner.token, query + "&limit=7")["pagination"]["total"] == all.size());
      // Past the end: no leads, the same total.
      const auto beyond = get_page(server, owner.token, query + "&limit=7&page=1000");
      CHECK(beyond["leads"].empty());
      CHECK(beyond["pagination"]["total"] == all.size());
    }
  }
}
