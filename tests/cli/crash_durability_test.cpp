// The real executable killed with SIGKILL in the middle of creates and an import, a few times over one file:
// every create and import it acknowledged is still there, and every count it maintains (per status, per list,
// per block of ids behind every filter) equals what a GROUP BY over the leads says.
#include <doctest/doctest.h>
#include <httplib.h>
#include <signal.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <atomic>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include "support/process.hpp"
#include "support/temp_dir.hpp"

namespace {

using nlohmann::json;

constexpr int kRounds = 4;
constexpr int kImportRows = 60000;
const std::vector<std::string> kRowStatuses = {"new", "contacted", "interested", "not_interested", "callback"};

std::string round_csv(int round) {
  std::string csv = "Name,Email,Status\n";
  for (int i = 0; i < kImportRows; ++i) {
    csv += "Row " + std::to_string(i) + ",r" + std::to_string(round) + "_" + std::to_string(i) + "@crash.test," +
           kRowStatuses[static_cast<std::size_t>(i) % kRowStatuses.size()] + "\n";
  }
  return csv;
}

// (key columns…, count) rows of a query, as a map from the joined key to the count.
std::map<std::string, std::int64_t> counts_of(SQLite::Database& db, const std::string& sql) {
  std::map<std::string, std::int64_t> out;
  SQLite::Statement s(db, sql);
  while (s.executeStep()) {
    std::string key;
    for (int i = 0; i + 1 < s.getColumnCount(); ++i) key += s.getColumn(i).getString() + "|";
    out[key] = s.getColumn(s.getColumnCount() - 1).getInt64();
  }
  return out;
}

}  // namespace

TEST_CASE("kill -9 during creates and an import: nothing acknowledged is lost and every maintained count is exact") {
  test::TempDir dir;
  const auto db_path = dir.file("crash.db");
  std::string token;
  std::int64_t list_id = 0;
  std::mutex acknowledged_mutex;
  std::set<std::int64_t> acknowledged_creates;
  std::map<int, std::int64_t> acknowledged_imports;  // round → rows imported

  for (int round = 0; round < kRounds; ++round) {
    CAPTURE(round);
    test::ServerProcess server({"--port", "0", "--db", db_path});
    httplib::Client setup("127.0.0.1", server.port());
    if (round == 0) {
      const auto registered = setup.Post(
          "/api/v1/auth/register-trial",
          R"({"companyName":"Crash Co","name":"Cara Crash","email":"cara@crash.test","password":"secret123"})",
          "application/json");
      REQUIRE(registered);
      REQUIRE(registered->status == 201);
      token = json::parse(registered->body)["token"];
      const auto list = setup.Post("/api/v1/lists", {{"Authorization", "Bearer " + token}}, R"({"name":"Survivors"})",
                                   "application/json");
      REQUIRE(list);
      REQUIRE(list->status == 201);
      list_id = json::parse(list->body)["id"];
    }
    const httplib::Headers auth = {{"Authorization", "Bearer " + token}};

    std::atomic<bool> killed{false};
    std::vector<std::thread> clients;
    for (int c = 0; c < 3; ++c) {
      clients.emplace_back([&, c] {
        httplib::Client client("127.0.0.1", server.port());
        client.set_tcp_nodelay(true);
        for (int i = 0; !killed; ++i) {
          json body = {{"name", "Create " + std::to_string(round) + "-" + std::to_string(c) + "-" + std::to_string(i)},
                       {"status", kRowStatuses[static_cast<std::size_t>(i + c) % kRowStatuses.size()]}};
          if (i % 3 == 0) body["listId"] = list_id;
          const auto res = client.Post("/api/v1/leads", auth, body.dump(), "application/json");
          if (!res) continue;  // the server is gone: this create was never acknowledged
          if (res->status == 201) {
            std::lock_guard lock(acknowledged_mutex);
            acknowledged_creates.insert(json::parse(res->body)["id"].get<std::int64_t>());
          }
        }
      });
    }
    clients.emplace_back([&] {
      httplib::Client client("127.0.0.1", server.port());
      client.set_read_timeout(30, 0);
      const auto res = client.Post("/api/v1/leads/import?listId=" + std::to_string(list_id), auth, round_csv(round),
                                   "text/csv");
      if (res && res->status == 200) {
        std::lock_guard lock(acknowledged_mutex);
        acknowledged_imports[round] = json::parse(res->body)["imported"].get<std::int64_t>();
      }
    });
    // Later each round, so that some kills land inside the import and some after it.
    std::this_thread::sleep_for(std::chrono::milliseconds(100 + 200 * round));
    CHECK(server.stop(SIGKILL) == 128 + SIGKILL);
    killed = true;
    for (auto& client : clients) client.join();
  }
  REQUIRE(acknowledged_creates.size() > 50);
  MESSAGE(acknowledged_creates.size() << " creates and " << acknowledged_imports.size() << " of " << kRounds
                                      << " imports acknowledged before the kills");

  SQLite::Database db(db_path, SQLite::OPEN_READWRITE);  // opening recovers the WAL the kill left
  SQLite::Statement find(db, "SELECT 1 FROM leads WHERE id = ?");
  std::size_t missing = 0;
  for (const auto id : acknowledged_creates) {
    find.bind(1, id);
    if (!find.executeStep()) ++missing;
    find.reset();
  }
  CHECK(missing == 0);
  for (const auto& [round, imported] : acknowledged_imports) {
    CAPTURE(round);
    SQLite::Statement exact(db, "SELECT count(*) FROM leads WHERE substr(email, 1, ?) = ? AND email LIKE '%@crash.test'");
    const std::string prefix = "r" + std::to_string(round) + "_";
    exact.bind(1, static_cast<int>(prefix.size()));
    exact.bind(2, prefix);
    REQUIRE(exact.executeStep());
    CHECK(exact.getColumn(0).getInt64() == imported);
  }

  CHECK(counts_of(db, "SELECT organization_id, status, count FROM lead_counts WHERE count != 0") ==
        counts_of(db, "SELECT organization_id, status, count(*) FROM leads GROUP BY organization_id, status"));
  CHECK(counts_of(db, "SELECT id, lead_count FROM lead_lists WHERE lead_count != 0") ==
        counts_of(db, "SELECT list_id, count(*) FROM leads WHERE list_id IS NOT NULL GROUP BY list_id"));
  CHECK(counts_of(db, "SELECT organization_id, block, count FROM lead_blocks WHERE filter = '*' AND count != 0") ==
        counts_of(db, "SELECT organization_id, id >> 10, count(*) FROM leads GROUP BY organization_id, id >> 10"));
  CHECK(counts_of(db,
                  "SELECT organization_id, filter, block, count FROM lead_blocks WHERE filter LIKE 's=%,l=%' AND "
                  "count != 0") ==
        counts_of(db,
                  "SELECT organization_id, 's=' || status || ',l=' || ifnull(list_id, 0), id >> 10, count(*) FROM "
                  "leads GROUP BY 1, 2, 3"));
  CHECK(counts_of(db, "SELECT organization_id, filter, superblock, count FROM lead_superblocks WHERE superblock >= 0") ==
        counts_of(db, "SELECT organization_id, filter, block >> 5, sum(count) FROM lead_blocks GROUP BY 1, 2, 3 "
                      "HAVING sum(count) != 0"));
  CHECK(counts_of(db, "SELECT organization_id, filter, count FROM lead_superblocks WHERE superblock = -1") ==
        counts_of(db, "SELECT organization_id, filter, sum(count) FROM lead_blocks GROUP BY 1, 2 HAVING sum(count) != 0"));
  CHECK(db.execAndGet("PRAGMA integrity_check").getString() == "ok");
}
