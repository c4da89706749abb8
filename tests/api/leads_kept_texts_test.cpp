// Leads pages take their leads from texts kept in memory (db/lead_text_cache.hpp). After every kind of change —
// an edit, a delete, a new lead, a list renamed, a number put on the do-not-call list, a bulk change — every lead
// of every page, read twice (the second time from what the first kept), is what that lead's own answer says, in
// the order of the leads' ids; and the stats count what the pages hold.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <random>

#include "support/accounts.hpp"
#include "support/jobs.hpp"

namespace {

using nlohmann::json;
using test::get_json;

void change(test::TestServer& server, const std::string& token, const std::string& method, const std::string& path,
            const json& body, int status) {
  auto res = test::call(server, method, path, token, body.is_null() ? "" : body.dump());
  REQUIRE(res);
  INFO(method << " " << path << " → " << res->body);
  REQUIRE(res->status == status);
}

// Every lead of the organization by id, read through the pages sorted by update time (not kept texts).
std::vector<json> all_by_id(test::TestServer& server, const std::string& token) {
  std::vector<json> leads;
  for (int page = 1;; ++page) {
    const auto answer = get_json(server, token, "/api/v1/leads?sort=updated&limit=100&page=" + std::to_string(page));
    for (const auto& lead : answer["leads"]) leads.push_back(lead);
    if (page >= answer["pagination"]["pages"].get<int>()) break;
  }
  std::sort(leads.begin(), leads.end(), [](const json& a, const json& b) { return a["id"] < b["id"]; });
  return leads;
}

void check_pages(test::TestServer& server, const std::string& token, const std::string& filter, std::mt19937& random) {
  const auto all = all_by_id(server, token);
  std::vector<json> selected;
  for (const auto& lead : all) {
    if (filter.find("status=new") != std::string::npos && lead["status"] != "new") continue;
    selected.push_back(lead);
  }
  for (const bool newest_first : {true, false}) {
    auto expected = selected;
    if (newest_first) std::reverse(expected.begin(), expected.end());
    const int limit = std::vector<int>{7, 20, 50}[random() % 3];
    const int pages = static_cast<int>((expected.size() + limit - 1) / limit);
    for (const int page : {1, pages, 1 + static_cast<int>(random() % std::max(pages, 1))}) {
      const std::string path = std::string("/api/v1/leads?order=") + (newest_first ? "desc" : "asc") + filter +
                               "&limit=" + std::to_string(limit) + "&page=" + std::to_string(page);
      for (int twice = 0; twice < 2; ++twice) {
        const auto answer = get_json(server, token, path);
        INFO(path);
        CHECK(answer["pagination"]["total"] == expected.size());
        const auto& leads = answer["leads"];
        for (std::size_t i = 0; i < leads.size(); ++i) {
          const std::size_t at = static_cast<std::size_t>(page - 1) * limit + i;
          REQUIRE(at < expected.size());
          // The same lead as the pages sorted otherwise show, and as its own answer shows.
          CHECK(leads[i] == expected[at]);
          if (i == 0)
            CHECK(leads[i] == get_json(server, token, "/api/v1/leads/" + std::to_string(leads[i]["id"].get<int>())));
        }
      }
    }
  }
  std::map<std::string, std::int64_t> by_status;
  for (const auto& lead : all) ++by_status[lead["status"].get<std::string>()];
  const auto stats = get_json(server, token, "/api/v1/leads/stats");
  CHECK(stats["total"] == all.size());
  for (const auto& [status, count] : by_status) CHECK(stats["byStatus"][status] == count);
}

}  // namespace

TEST_CASE("pages read from kept texts equal the leads' own answers after every kind of change") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  const auto other = test::register_company(server, "Other", "o@other.test");
  std::string csv = "Name,Company,Status,List,Phone\n";
  const std::vector<std::string> statuses = {"new", "contacted", "interested", "not_interested", "callback"};
  for (int i = 0; i < 400; ++i) {
    csv += "Lead " + std::to_string(i) + ",Co " + std::to_string(i % 7) + "," + statuses[i % 5] + "," +
           (i % 3 == 0 ? "North" : "") + ",+1555" + std::to_string(3000000 + i) + "\n";
  }
  for (const auto* token : {&owner.token, &other.token}) {
    auto res = server.client().Post("/api/v1/leads/import", test::bearer(*token), csv, "text/csv");
    REQUIRE(res);
    REQUIRE(res->status == 200);
  }
  int north = 0;
  for (const auto& list : get_json(server, owner.token, "/api/v1/lists")) {
    if (list["name"] == "North") north = list["id"];
  }
  REQUIRE(north > 0);

  std::mt19937 random(11);
  const auto some_lead = [&] {
    const auto page = get_json(server, owner.token, "/api/v1/leads?limit=100&page=" + std::to_string(1 + random() % 2));
    return page["leads"][random() % page["leads"].size()];
  };
  for (int round = 0; round < 24; ++round) {
    // The pages are read (and kept) first, then changed, then read again.
    check_pages(server, owner.token, round % 2 ? "&status=new" : "", random);
    const auto lead = some_lead();
    const std::string path = "/api/v1/leads/" + std::to_string(lead["id"].get<int>());
    switch (round % 8) {
      case 0:
        change(server, owner.token, "PUT", path, {{"status", statuses[random() % 5]}, {"company", "Changed"}}, 200);
        break;
      case 1:
        change(server, owner.token, "DELETE", path, nullptr, 204);
        break;
      case 2:
        change(server, owner.token, "POST", "/api/v1/leads",
               {{"name", "New " + std::to_string(round)},
                {"phone", "+1555" + std::to_string(4000000 + round)},
                {"listId", north}},
               201);
        break;
      case 3:
        change(server, owner.token, "PUT", "/api/v1/lists/" + std::to_string(north),
               {{"name", "North " + std::to_string(round)}}, 200);
        break;
      case 4:
        if (lead["phoneE164"].is_string()) {
          change(server, owner.token, "POST", "/api/v1/dnc/numbers",
                 {{"phone", lead["phoneE164"]}, {"source", "manual"}}, 201);
        }
        break;
      case 5: {
        auto res = test::call(server, "POST", "/api/v1/leads/bulk", owner.token,
                              json{{"action", "set_status"}, {"status", "callback"}, {"ids", {lead["id"]}}}.dump());
        REQUIRE(res);
        REQUIRE(res->status == 202);
        const std::string job = "/api/v1/leads/bulk/" + std::to_string(test::json_of(res)["id"].get<int>());
        REQUIRE(test::eventually([&] { return get_json(server, owner.token, job)["state"] == "finished"; },
                                 std::chrono::seconds(30)));
        break;
      }
      case 6:
        change(server, owner.token, "PUT", path, {{"listId", north}, {"notes", "moved"}}, 200);
        break;
      default:
        // Another organization's change: this one's texts stay right.
        change(server, other.token, "PUT",
               "/api/v1/leads/" +
                   std::to_string(get_json(server, other.token, "/api/v1/leads?limit=1")["leads"][0]["id"].get<int>()),
               {{"status", "interested"}}, 200);
    }
  }
  check_pages(server, owner.token, "", random);
}
