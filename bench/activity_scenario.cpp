#include "activity_scenario.hpp"

#include <httplib.h>
#include <signal.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdio>
#include <nlohmann/json.hpp>
#include <vector>

#include "load_driver.hpp"
#include "support/process.hpp"
#include "support/temp_dir.hpp"
#include "trial_owner.hpp"

namespace bench {
namespace {

constexpr double kBudgetMs = 10;

// The history entries, written in one transaction as the server would have over months: each lead's in turn.
void write_history(const std::string& db_path, const std::vector<std::int64_t>& leads, int per_lead) {
  SQLite::Database db(db_path, SQLite::OPEN_READWRITE);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = OFF");
  SQLite::Transaction transaction(db);
  SQLite::Statement insert(db,
                           "INSERT INTO lead_activity (organization_id, lead_id, at, kind, origin, user_id, changes) "
                           "VALUES (1, ?, '2026-11-24T09:00:00Z', 'updated', 'api', 1, "
                           "'{\"status\":[\"contacted\",\"callback\"],\"notes\":[\"\",\"Call back Tuesday\"]}')");
  for (const auto lead : leads) {
    for (int i = 0; i < per_lead; ++i) {
      insert.bind(1, lead);
      insert.exec();
      insert.reset();
    }
  }
  transaction.commit();
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
}

}  // namespace

bool run_activity_scenario(const std::string& binary, const ActivityScenarioSize& size, std::string& table) {
  test::set_binary(binary);
  test::TempDir dir;
  const auto db_path = dir.file("activity.db");
  std::vector<std::int64_t> leads;
  std::string token;
  {
    test::ServerProcess server({"--port", "0", "--db", db_path});
    const auto owner = register_trial_owner(server.port(), "History Calls", "Hana Owner", "owner@history.test");
    if (!owner) return false;
    token = *owner;
    std::string csv = "Name,Email\n";
    for (int i = 0; i < size.leads; ++i) {
      csv += "Lead " + std::to_string(i) + ",lead" + std::to_string(i) + "@history.test\n";
    }
    httplib::Client client("127.0.0.1", server.port());
    const auto imported = client.Post("/api/v1/leads/import", {{"Authorization", "Bearer " + token}}, csv, "text/csv");
    if (!imported || imported->status != 200) {
      std::fprintf(stderr, "import failed\n");
      return false;
    }
    server.stop(SIGTERM);
  }
  {
    SQLite::Database db(db_path, SQLite::OPEN_READONLY);
    SQLite::Statement ids(db, "SELECT id FROM leads ORDER BY id");
    while (ids.executeStep()) leads.push_back(ids.getColumn(0).getInt64());
  }
  const long long entries = static_cast<long long>(leads.size()) * size.entries_per_lead;
  std::fprintf(stderr, "writing %lld history entries…\n", entries);
  write_history(db_path, leads, size.entries_per_lead);

  test::ServerProcess server({"--port", "0", "--db", db_path});
  const auto path_of = [&](int i) { return "/api/v1/leads/" + std::to_string(leads[static_cast<std::size_t>(i * 7919) % leads.size()]) + "/activity"; };
  // A deep page: entries older than the middle of the lead's history (ids are written lead after lead).
  const auto deep_before = [&](int i) {
    const auto index = static_cast<std::size_t>(i * 7919) % leads.size();
    return static_cast<long long>(leads.size() + 1 + index * static_cast<std::size_t>(size.entries_per_lead) +
                                  static_cast<std::size_t>(size.entries_per_lead) / 2);
  };
  run_load("warm-up", server.port(), token, size.clients, 200, [&](int i) { return Request{"GET", path_of(i), ""}; });
  const auto newest = run_load("a lead's newest 50 entries", server.port(), token, size.clients, size.requests,
                               [&](int i) { return Request{"GET", path_of(i), ""}; });
  const auto deep = run_load("50 entries deep in a lead's history", server.port(), token, size.clients, size.requests,
                             [&](int i) {
                               return Request{"GET", path_of(i) + "?before=" + std::to_string(deep_before(i)), ""};
                             });
  server.stop(SIGTERM);

  bool met = true;
  for (const auto* result : {&newest, &deep}) {
    const bool ok = result->failures == 0 && result->p99_ms <= kBudgetMs;
    met = met && ok;
    char line[256];
    std::snprintf(line, sizeof line, "| %s (%lld entries) | %d | %.2f | %.2f | %.0f | p99 ≤ 10 ms | %s |\n",
                  result->name.c_str(), entries, result->requests, result->p50_ms, result->p99_ms,
                  result->requests_per_second, ok ? "ok" : (result->failures > 0 ? "FAIL (errors)" : "FAIL"));
    table += line;
  }
  return met;
}

}  // namespace bench
