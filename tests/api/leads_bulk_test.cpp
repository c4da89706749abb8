// Bulk actions on leads over real HTTP: they answer at once with a job, run in the background batch by batch,
// and leave the maintained counts, the lists and the history exactly as a GROUP BY over the table says.
#include <doctest/doctest.h>

#include "support/accounts.hpp"
#include "support/jobs.hpp"

namespace {

using nlohmann::json;

json post_bulk(test::TestServer& server, const std::string& token, const json& body) {
  auto res = test::call(server, "POST", "/api/v1/leads/bulk", token, body.dump());
  REQUIRE(res);
  INFO(res->body);
  REQUIRE(res->status == 202);
  return test::json_of(res);
}

// The job once it has ended (finished or failed).
json ended_job(test::TestServer& server, const std::string& token, const json& job) {
  const std::string path = "/api/v1/leads/bulk/" + std::to_string(job["id"].get<int>());
  json last;
  const bool done = test::eventually(
      [&] {
        last = test::json_of(test::call(server, "GET", path, token));
        return last["state"] == "finished" || last["state"] == "failed";
      },
      std::chrono::seconds(30));
  INFO(last.dump());
  REQUIRE(done);
  return last;
}

void import_rows(test::TestServer& server, const std::string& token, int rows, const std::string& list = "") {
  std::string csv = "Name,Phone,Status,List\n";
  const char* statuses[] = {"new", "contacted", "interested", "not_interested", "callback"};
  for (int i = 0; i < rows; ++i) {
    csv += "Lead " + std::to_string(i) + ",+1555" + std::to_string(2000000 + i) + "," + statuses[i % 5] + "," + list +
           "\n";
  }
  auto res = server.client().Post("/api/v1/leads/import", test::bearer(token), csv, "text/csv");
  REQUIRE(res);
  REQUIRE(res->status == 200);
}

// status → count, from the table itself.
std::map<std::string, std::int64_t> group_by(test::TestServer& server, std::int64_t organization, const std::string& column) {
  return server.app().database().read([&](SQLite::Database& db) {
    SQLite::Statement s(db, "SELECT coalesce(" + column + ", 'none'), count(*) FROM leads WHERE organization_id = ? GROUP BY 1");
    s.bind(1, organization);
    std::map<std::string, std::int64_t> counts;
    while (s.executeStep()) counts[s.getColumn(0).getString()] = s.getColumn(1).getInt64();
    return counts;
  });
}

std::map<std::string, std::int64_t> stats_of(test::TestServer& server, const std::string& token) {
  const auto stats = test::json_of(test::call(server, "GET", "/api/v1/leads/stats", token));
  std::map<std::string, std::int64_t> counts;
  for (const auto& [status, count] : stats["byStatus"].items()) {
    if (count.get<std::int64_t>() > 0) counts[status] = count;
  }
  return counts;
}

std::int64_t organization_of(const test::Account& account) { return account.user["organizationId"]; }

json list_named(test::TestServer& server, const std::string& token, const std::string& name) {
  for (const auto& list : test::json_of(test::call(server, "GET", "/api/v1/lists", token))) {
    if (list["name"] == name) return list;
  }
  FAIL("no list named " << name);
  return {};
}

}  // namespace

TEST_CASE("a status set on every lead a filter selects runs in batches and the counts equal a GROUP BY") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  import_rows(server, owner.token, 6000);  // three batches' worth

  const auto job = post_bulk(server, owner.token,
                             {{"action", "set_status"}, {"status", "interested"}, {"filter", {{"status", "new"}}}});
  CHECK(job["state"] == "queued");
  CHECK(job["action"] == "set_status");
  CHECK(job["status"] == "interested");
  CHECK(job["selection"] == json{{"status", "new"}});
  CHECK(job["createdBy"]["name"] == owner.user["name"]);

  const auto done = ended_job(server, owner.token, job);
  CHECK(done["state"] == "finished");
  CHECK(done["total"] == 1200);
  CHECK(done["processed"] == 1200);
  CHECK(done["changed"] == 1200);
  CHECK_FALSE(done["finishedAt"].is_null());

  const auto table = group_by(server, organization_of(owner), "status");
  CHECK(table.count("new") == 0);
  CHECK(table.at("interested") == 2400);
  CHECK(stats_of(server, owner.token) == table);
  // Every filtered page agrees with the table too (the block counts moved with the leads).
  const auto page = test::json_of(test::call(server, "GET", "/api/v1/leads?status=interested&limit=1", owner.token));
  CHECK(page["pagination"]["total"] == 2400);

  // The history says who changed what ("Lead 0" was new).
  const auto first = test::json_of(test::call(server, "GET", "/api/v1/leads?search=Lead%200", owner.token))["leads"];
  REQUIRE(first.size() == 1);
  const auto lead_id = std::to_string(first[0]["id"].get<int>());
  const auto history = test::json_of(test::call(server, "GET", "/api/v1/leads/" + lead_id + "/activity", owner.token));
  INFO(history.dump());
  CHECK(history["activity"][0]["changes"]["status"]["to"] == "interested");
  CHECK(history["activity"][0]["user"]["name"] == owner.user["name"]);
}

TEST_CASE("chosen leads move to a list or to no list, and are deleted, with the list counts kept") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  import_rows(server, owner.token, 30, "Inbox");
  const auto target = test::json_of(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Follow up"})"));
  const auto page = test::json_of(test::call(server, "GET", "/api/v1/leads?limit=10", owner.token));
  std::vector<std::int64_t> ids;
  for (const auto& lead : page["leads"]) ids.push_back(lead["id"]);

  auto done = ended_job(server, owner.token,
                    post_bulk(server, owner.token, {{"action", "move_to_list"}, {"listId", target["id"]}, {"ids", ids}}));
  CHECK(done["changed"] == 10);
  CHECK(list_named(server, owner.token, "Follow up")["leadCount"] == 10);
  CHECK(list_named(server, owner.token, "Inbox")["leadCount"] == 20);

  // Half of them to no list; moving a lead where it already is changes nothing.
  const std::vector<std::int64_t> half(ids.begin(), ids.begin() + 5);
  done = ended_job(server, owner.token, post_bulk(server, owner.token, {{"action", "move_to_list"}, {"listId", nullptr}, {"ids", half}}));
  CHECK(done["changed"] == 5);
  done = ended_job(server, owner.token, post_bulk(server, owner.token, {{"action", "move_to_list"}, {"listId", nullptr}, {"ids", half}}));
  CHECK(done["processed"] == 5);
  CHECK(done["changed"] == 0);
  const auto by_list = group_by(server, organization_of(owner), "list_id");
  CHECK(by_list.at("none") == 5);
  CHECK(by_list.at(std::to_string(target["id"].get<int>())) == 5);

  // Delete every lead of a search: the counts, the lists and the search index forget them.
  done = ended_job(server, owner.token, post_bulk(server, owner.token, {{"action", "delete"}, {"filter", {{"search", "Lead 1"}}}}));
  CHECK(done["state"] == "finished");
  CHECK(done["total"] == 11);  // Lead 1, Lead 10 … Lead 19
  const auto left = test::json_of(test::call(server, "GET", "/api/v1/leads/stats", owner.token));
  CHECK(left["total"] == 19);
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads?search=Lead%201", owner.token))["pagination"]["total"] == 0);
  std::int64_t listed = 0;
  for (const auto& list : test::json_of(test::call(server, "GET", "/api/v1/lists", owner.token))) listed += list["leadCount"].get<std::int64_t>();
  const auto table = group_by(server, organization_of(owner), "list_id");
  CHECK(listed == 19 - (table.count("none") ? table.at("none") : 0));
}

TEST_CASE("a bulk action touches only its own organization's leads, and only those there when it started") {
  test::TestServer server;
  const auto acme = test::register_company(server, "Acme", "o@acme.test");
  const auto other = test::register_company(server, "Other", "o@other.test");
  import_rows(server, acme.token, 5);
  import_rows(server, other.token, 5);
  const auto theirs = test::json_of(test::call(server, "GET", "/api/v1/leads", other.token))["leads"];
  const std::vector<std::int64_t> their_ids = {theirs[0]["id"], theirs[1]["id"]};

  // Their ids are not found here: nothing to do, nothing changed there.
  const auto done = ended_job(server, acme.token, post_bulk(server, acme.token, {{"action", "delete"}, {"ids", their_ids}}));
  CHECK(done["total"] == 0);
  CHECK(done["changed"] == 0);
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads/stats", other.token))["total"] == 5);
  test::check_error(test::call(server, "GET", "/api/v1/leads/bulk/" + std::to_string(done["id"].get<int>()), other.token),
                    404, "Bulk action not found");
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads/bulk", other.token))["jobs"].empty());
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads/bulk", acme.token))["jobs"].size() == 1);

  // A job recorded before a restart, whose selection ends below the newest leads (they came after it):
  // the server picks it up when it starts, and leaves the newer leads alone.
  const auto before = test::json_of(test::call(server, "GET", "/api/v1/leads?limit=2", acme.token))["leads"];
  REQUIRE(before[1]["status"] != "callback");
  server.stop();
  {
    SQLite::Database db(server.db_path(), SQLite::OPEN_READWRITE);
    SQLite::Statement newest(db, "SELECT max(id) FROM leads WHERE organization_id = ?");
    newest.bind(1, organization_of(acme));
    newest.executeStep();
    const auto cursor = newest.getColumn(0).getInt64() - 1;  // the two newest leads came after the job
    SQLite::Statement insert(db,
                             "INSERT INTO lead_bulk_jobs (organization_id, action, status, selection, cursor, created_at) "
                             "VALUES (?, 'set_status', 'callback', '{}', ?, '2026-11-24T10:00:00Z')");
    insert.bind(1, organization_of(acme));
    insert.bind(2, cursor);
    insert.exec();
  }
  server.start();
  const auto jobs = test::json_of(test::call(server, "GET", "/api/v1/leads/bulk", acme.token))["jobs"];
  const auto resumed = ended_job(server, acme.token, jobs[0]);
  CHECK(resumed["processed"] == 3);
  CHECK(resumed["changed"] == 3);
  const auto after = test::json_of(test::call(server, "GET", "/api/v1/leads?limit=3", acme.token))["leads"];
  CHECK(after[0]["status"] == before[0]["status"]);
  CHECK(after[1]["status"] == before[1]["status"]);
  CHECK(after[2]["status"] == "callback");
}

TEST_CASE("a bulk action that cannot be done is refused and records nothing") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Acme", "o@acme.test");
  import_rows(server, owner.token, 3);
  const auto refused = [&](const json& body, const std::string& message) {
    INFO(body.dump());
    test::check_error(test::call(server, "POST", "/api/v1/leads/bulk", owner.token, body.dump()), 400, message);
  };
  const json ids = {1, 2};
  refused({{"action", "archive"}, {"ids", ids}}, "action must be one of set_status, move_to_list, delete, add_to_dnc, enroll_in_cadence");
  refused({{"action", "set_status"}, {"ids", ids}}, "Choose the status to set");
  refused({{"action", "set_status"}, {"status", "won"}, {"ids", ids}},
          "Status must be one of new, contacted, interested, not_interested, callback");
  refused({{"action", "move_to_list"}, {"ids", ids}}, "Choose the list to move the leads to");
  refused({{"action", "move_to_list"}, {"listId", 999}, {"ids", ids}}, "The selected list does not exist");
  refused({{"action", "delete"}}, "Choose the leads: their ids, or a filter");
  refused({{"action", "delete"}, {"ids", ids}, {"filter", json::object()}}, "Choose the leads by ids or by a filter, not both");
  refused({{"action", "delete"}, {"filter", {{"status", "won"}}}},
          "Status must be one of new, contacted, interested, not_interested, callback");
  std::vector<int> many(1001);
  for (int i = 0; i < 1001; ++i) many[static_cast<std::size_t>(i)] = i + 1;
  refused({{"action", "delete"}, {"ids", many}}, "At most 1,000 leads can be chosen one by one; use a filter for more");
  refused({{"action", "delete"}, {"ids", {"one"}}}, "ids must be a list of ids");
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads/bulk", owner.token))["jobs"].empty());
  CHECK(test::json_of(test::call(server, "GET", "/api/v1/leads/stats", owner.token))["total"] == 3);
}

TEST_CASE("add to do-not-call puts every selected lead's dialable phone on the list as one addition") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Quiet", "o@quiet.test");
  std::string csv = "Name,Phone\n";
  int dialable = 0;
  for (int i = 0; i < 1200; ++i) {
    const bool valid = i % 10 != 0;
    csv += "Lead " + std::to_string(i) + "," + (valid ? "303" + std::to_string(2000000 + i) : "ext " + std::to_string(i)) + "\n";
    dialable += valid ? 1 : 0;
  }
  REQUIRE(server.client().Post("/api/v1/leads/import", test::bearer(owner.token), csv, "text/csv")->status == 200);
  REQUIRE(test::call(server, "POST", "/api/v1/dnc/numbers", owner.token, R"({"phone":"303 200 0001"})")->status == 201);

  const auto job = ended_job(server, owner.token, post_bulk(server, owner.token, {{"action", "add_to_dnc"}, {"filter", json::object()}}));
  CHECK(job["state"] == "finished");
  CHECK(job["processed"] == 1200);
  CHECK(job["changed"] == dialable - 1);  // one was listed already
  REQUIRE(job["dncAdditionId"].is_number());

  CHECK(test::json_of(test::call(server, "GET", "/api/v1/dnc", owner.token))["numbers"] == dialable);
  const auto additions = test::json_of(test::call(server, "GET", "/api/v1/dnc/additions", owner.token));
  REQUIRE(additions["additions"].size() == 2);
  CHECK(additions["additions"][0]["id"] == job["dncAdditionId"]);
  CHECK(additions["additions"][0]["added"] == dialable - 1);
  CHECK(additions["additions"][0]["alreadyListed"] == 1);
  CHECK(additions["additions"][0]["note"] == "Bulk action on the leads screen");
  const auto page = test::json_of(test::call(server, "GET", "/api/v1/leads?limit=100", owner.token));
  for (const auto& lead : page["leads"]) {
    INFO(lead.dump());
    CHECK(lead["doNotCall"] == !lead["phoneE164"].is_null());
  }
}
