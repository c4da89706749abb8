// A randomized mix of every kind of lead write, after which the maintained counts (stats, list counts,
// the page blocks behind every filter) must equal what a GROUP BY over the table says.
#include <doctest/doctest.h>

#include <random>

#include "support/accounts.hpp"

namespace {

using nlohmann::json;
using test::get_json;

const std::vector<std::string> kStatuses = {"new", "contacted", "interested", "not_interested", "callback"};

// Every page of a filtered list, joined: must be exactly the matching ids, newest first.
std::vector<long long> all_pages(test::TestServer& server, const std::string& token, const std::string& filter) {
  std::vector<long long> ids;
  for (int page = 1;; ++page) {
    const auto answer = get_json(server, token, "/api/v1/leads?limit=7&page=" + std::to_string(page) + filter);
    for (const auto& lead : answer["leads"]) ids.push_back(lead["id"].get<long long>());
    if (page >= answer["pagination"]["pages"].get<int>()) break;
  }
  return ids;
}

std::vector<long long> ids_where(test::TestServer& server, long long organization, const std::string& condition) {
  return server.app().database().read([&](SQLite::Database& db) {
    SQLite::Statement s(db, "SELECT id FROM leads WHERE organization_id = ? " + condition + " ORDER BY id DESC");
    s.bind(1, static_cast<int64_t>(organization));
    std::vector<long long> ids;
    while (s.executeStep()) ids.push_back(s.getColumn(0).getInt64());
    return ids;
  });
}

}  // namespace

TEST_CASE("after a random mix of writes, stats, list counts and every filtered page match the table") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Mix Co", "mix@mix.test");
  const auto other = test::register_company(server, "Other Co", "other@other.test");
  const long long organization = owner.user["organizationId"];
  std::mt19937 random(20261121);
  const auto pick = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };

  std::vector<long long> lists;
  for (const char* name : {"North", "South", "East"}) {
    lists.push_back(test::json_of(test::call(server, "POST", "/api/v1/lists", owner.token,
                                             json{{"name", name}}.dump()))["id"]);
  }
  std::vector<long long> leads;
  const auto random_list = [&]() -> json { return pick(4) == 0 ? json(nullptr) : json(lists[static_cast<std::size_t>(pick(3))]); };

  for (int step = 0; step < 400; ++step) {
    const int action = leads.empty() ? 0 : pick(10);
    if (action <= 3) {  // create, in either organization
      const bool mine = pick(5) != 0;
      json body = {{"name", "Lead " + std::to_string(step)}, {"status", kStatuses[static_cast<std::size_t>(pick(5))]},
                   {"phone", "+1 555 01" + std::to_string(1000 + step)}};
      if (mine) body["listId"] = random_list();
      auto res = test::call(server, "POST", "/api/v1/leads", mine ? owner.token : other.token, body.dump());
      REQUIRE(res->status == 201);
      if (mine) leads.push_back(test::json_of(res)["id"]);
    } else if (action <= 5) {  // status change
      const auto id = leads[static_cast<std::size_t>(pick(static_cast<int>(leads.size())))];
      test::call(server, "PUT", "/api/v1/leads/" + std::to_string(id), owner.token,
                 json{{"status", kStatuses[static_cast<std::size_t>(pick(5))]}}.dump());
    } else if (action <= 7) {  // list move (or out of any list)
      const auto id = leads[static_cast<std::size_t>(pick(static_cast<int>(leads.size())))];
      test::call(server, "PUT", "/api/v1/leads/" + std::to_string(id), owner.token, json{{"listId", random_list()}}.dump());
    } else if (action == 8) {  // delete
      const auto index = static_cast<std::size_t>(pick(static_cast<int>(leads.size())));
      REQUIRE(test::call(server, "DELETE", "/api/v1/leads/" + std::to_string(leads[index]), owner.token)->status == 204);
      leads.erase(leads.begin() + static_cast<long>(index));
    } else {  // a small import, with a duplicate of an existing phone (updated) and a bad row
      const std::string csv = "Name,Phone,Status,List\nImported " + std::to_string(step) + ",+1 555 02" +
                              std::to_string(step) + ",callback,North\nDuplicate,+1 555 01" + std::to_string(1000 + step - 1) +
                              ",interested,South\nBad,,unknown-status,\n";
      auto res = server.client().Post("/api/v1/leads/import?duplicates=update", test::bearer(owner.token), csv, "text/csv");
      REQUIRE(res->status == 200);
      const auto answer = test::json_of(res);
      CHECK(answer["errorCount"] == 1);
      leads = ids_where(server, organization, "");
    }
  }

  // Stats equal GROUP BY.
  const auto stats = get_json(server, owner.token, "/api/v1/leads/stats");
  long long total = 0;
  for (const auto& status : kStatuses) {
    const auto count = static_cast<long long>(ids_where(server, organization, "AND status = '" + status + "'").size());
    CHECK_MESSAGE(stats["byStatus"][status] == count, status);
    total += count;
  }
  CHECK(stats["total"] == total);

  // List counts equal GROUP BY (lists named in the imports were created on the way).
  for (const auto& list : get_json(server, owner.token, "/api/v1/lists")) {
    const auto count = ids_where(server, organization, "AND list_id = " + std::to_string(list["id"].get<long long>())).size();
    CHECK_MESSAGE(list["leadCount"] == count, list["name"]);
  }

  // Every filter's pages enumerate exactly its leads, newest first.
  CHECK(all_pages(server, owner.token, "") == ids_where(server, organization, ""));
  for (const auto& status : {std::string("new"), std::string("callback")}) {
    CHECK(all_pages(server, owner.token, "&status=" + status) ==
          ids_where(server, organization, "AND status = '" + status + "'"));
  }
  const auto north = std::to_string(lists[0]);
  CHECK(all_pages(server, owner.token, "&listId=" + north) == ids_where(server, organization, "AND list_id = " + north));
  CHECK(all_pages(server, owner.token, "&listId=0") == ids_where(server, organization, "AND list_id IS NULL"));
  CHECK(all_pages(server, owner.token, "&status=interested&listId=" + north) ==
        ids_where(server, organization, "AND status = 'interested' AND list_id = " + north));
}
