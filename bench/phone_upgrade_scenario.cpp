#include "phone_upgrade_scenario.hpp"

#include <signal.h>

#include <SQLiteCpp/SQLiteCpp.h>

#include <chrono>
#include <cstdio>
#include <vector>

#include "db/migrations.hpp"
#include "domain/lead_rules.hpp"
#include "support/process.hpp"
#include "support/temp_dir.hpp"

namespace bench {
namespace {

constexpr double kBudgetSeconds = 60;

// Phones as people type them: most US numbers in the usual shapes, some with country codes, some not numbers.
std::string typed_phone(int i) {
  char buffer[48];
  const int area = 201 + (i * 37) % 780;
  const int exchange = 200 + (i * 13) % 800;
  const int line = (i * 7919) % 10000;
  switch (i % 10) {
    case 0: std::snprintf(buffer, sizeof buffer, "+44 (0)20 7946 %04d", line); break;
    case 1: std::snprintf(buffer, sizeof buffer, "ext %d", i % 1000); break;
    case 2: std::snprintf(buffer, sizeof buffer, "+1 %03d-%03d-%04d", area, exchange, line); break;
    case 3: std::snprintf(buffer, sizeof buffer, "%03d.%03d.%04d", area, exchange, line); break;
    default: std::snprintf(buffer, sizeof buffer, "(%03d) %03d-%04d", area, exchange, line); break;
  }
  return buffer;
}

// Schema 17 and the leads as the server before the upgrade wrote them: its phone key and its search entry.
void write_old_database(const std::string& path, int leads) {
  std::vector<dialer::db::Migration> before;
  for (const auto& m : dialer::db::embedded_migrations()) {
    if (m.version <= 17) before.push_back(m);
  }
  SQLite::Database db(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
  dialer::db::apply_migrations(db, before, path);
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = OFF");
  SQLite::Transaction transaction(db);
  db.exec("INSERT INTO organizations (id, name, created_at) VALUES (1, 'Upgrade Calls', '2026-01-01T00:00:00Z')");
  SQLite::Statement lead(db, "INSERT INTO leads (organization_id, name, phone, phone_key, created_at, updated_at) "
                             "VALUES (1, ?, ?, ?, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')");
  SQLite::Statement index(db, "INSERT INTO lead_search (rowid, text, phone) VALUES (?, ?, ?)");
  for (int i = 0; i < leads; ++i) {
    const std::string name = "Lead " + std::to_string(i);
    const std::string phone = typed_phone(i);
    const std::string key = dialer::domain::normalize_phone(phone);
    lead.bind(1, name);
    lead.bind(2, phone);
    lead.bind(3, key);
    lead.exec();
    lead.reset();
    index.bind(1, db.getLastInsertRowid());
    index.bind(2, name + "\n\n");
    index.bind(3, key.starts_with('+') ? key.substr(1) : key);
    index.exec();
    index.reset();
  }
  transaction.commit();
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
}

}  // namespace

bool run_phone_upgrade_scenario(const std::string& binary, const PhoneUpgradeScenarioSize& size, std::string& table) {
  test::set_binary(binary);
  test::TempDir dir;
  const auto db_path = dir.file("upgrade.db");
  std::fprintf(stderr, "writing %d leads at schema 17…\n", size.leads);
  write_old_database(db_path, size.leads);

  std::fprintf(stderr, "starting the server on it…\n");
  const auto started = std::chrono::steady_clock::now();
  test::ServerProcess server({"--port", "0", "--db", db_path}, {}, std::chrono::seconds(600));
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  const std::string log = server.output();
  server.stop(SIGTERM);

  const bool announced = log.find("upgrading the database") != std::string::npos &&
                         log.find("upgrading the database") < log.find("listening on");
  std::int64_t dialable = 0;
  std::int64_t kept = 0;
  {
    SQLite::Database db(db_path, SQLite::OPEN_READONLY);
    kept = db.execAndGet("SELECT count(*) FROM leads").getInt64();
    dialable = db.execAndGet("SELECT count(*) FROM leads WHERE phone_e164 <> ''").getInt64();
  }
  const bool ok = announced && kept == size.leads && seconds < kBudgetSeconds;
  char line[320];
  std::snprintf(line, sizeof line,
                "| phone upgrade on first start: %d leads read as E.164 (%lld dialable), until the server listens | "
                "%.1f s, upgrade logged first: %s, leads kept: %lld | < 60 s, logged first, every lead kept | %s |\n",
                size.leads, static_cast<long long>(dialable), seconds, announced ? "yes" : "no",
                static_cast<long long>(kept), ok ? "ok" : "FAIL");
  table += line;
  return ok;
}

}  // namespace bench
