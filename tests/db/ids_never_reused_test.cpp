// Ids are never given twice (migration 0049): every table another table points to hands out ids above the largest
// it ever gave, and the upgrade of an older database keeps every id, counts the ids still named elsewhere as given,
// and lets go of what named a lead that is gone or now another organization's.
#include <doctest/doctest.h>

#include <set>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "db/migrations.hpp"
#include "db/phone_sql_function.hpp"
#include "db/search_match.hpp"
#include "support/temp_dir.hpp"

namespace {

std::int64_t number(SQLite::Database& db, const std::string& sql) { return db.execAndGet(sql).getInt64(); }

// Tables with an integer id that some other table's column names, by foreign key.
std::set<std::string> tables_pointed_to(SQLite::Database& db) {
  std::set<std::string> out;
  SQLite::Statement tables(db, "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'");
  while (tables.executeStep()) {
    SQLite::Statement keys(db, "SELECT \"table\" FROM pragma_foreign_key_list(?)");
    keys.bind(1, tables.getColumn(0).getString());
    while (keys.executeStep()) out.insert(keys.getColumn(0).getString());
  }
  return out;
}

}  // namespace

TEST_CASE("ids never reused: every table another points to is AUTOINCREMENT, and so are the dialer's own") {
  test::TempDir dir;
  dialer::db::Database database(dir.file("ids.db"));
  database.read([&](SQLite::Database& db) {
    auto expected = tables_pointed_to(db);
    // Named by id without a declared foreign key (the hopper's and dialer's columns, an agent's held lead).
    for (const char* t : {"leads", "campaigns", "users", "calls", "callbacks", "dispositions", "cadences", "lead_lists"}) {
      expected.insert(t);
    }
    for (const auto& table : expected) {
      const auto sql = db.execAndGet("SELECT sql FROM sqlite_schema WHERE name = '" + table + "'").getString();
      if (sql.find("INTEGER PRIMARY KEY") == std::string::npos || sql.find("WITHOUT ROWID") != std::string::npos) {
        continue;  // keyed by another table's id, or not a rowid table: nothing of its own to give out
      }
      INFO(table);
      CHECK(sql.find("INTEGER PRIMARY KEY AUTOINCREMENT") != std::string::npos);
    }
    CHECK(db.execAndGet("PRAGMA integrity_check").getString() == "ok");
  });
  database.write([&](SQLite::Database& db) {
    db.exec("INSERT INTO organizations (name, created_at) VALUES ('A', 'x'), ('B', 'x')");
    db.exec("INSERT INTO leads (organization_id, name, created_at, updated_at) VALUES (1, 'a1', 'x', 'x'), (1, 'a2', 'x', 'x')");
    const auto newest = number(db, "SELECT max(id) FROM leads");
    db.exec("DELETE FROM leads WHERE id = " + std::to_string(newest));
    db.exec("INSERT INTO leads (organization_id, name, created_at, updated_at) VALUES (2, 'Bob Secret', 'x', 'x')");
    CHECK(number(db, "SELECT id FROM leads WHERE name = 'Bob Secret'") == newest + 1);
  });
}

TEST_CASE("ids never reused: the upgrade keeps ids, counts named ids as given and lets go of what named lost leads") {
  test::TempDir dir;
  const auto path = dir.file("old.db");
  {
    std::vector<dialer::db::Migration> before;
    for (const auto& m : dialer::db::embedded_migrations()) {
      if (m.version <= 48) before.push_back(m);
    }
    SQLite::Database db(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    dialer::db::register_phone_function(db);
    dialer::db::register_search_match(db);
    dialer::db::apply_migrations(db, before, path);
    db.exec(R"sql(
      INSERT INTO organizations (id, name, created_at) VALUES (1, 'A', 'x'), (2, 'B', 'x');
      INSERT INTO campaigns (id, organization_id, name, created_at) VALUES (7, 1, 'A calls', 'x');
      -- lead 3 was A's and was deleted; the server before the upgrade gave its id to B's "Bob Secret"
      INSERT INTO leads (id, organization_id, name, created_at, updated_at)
      VALUES (1, 1, 'a1', 'x', 'x'), (2, 1, 'a2', 'x', 'x'), (3, 2, 'Bob Secret', 'x', 'x');
      INSERT INTO hopper_entries (campaign_id, lead_id, priority, source, added_at, seq)
      VALUES (7, 1, 0, 'standard', 'x', 1), (7, 3, 0, 'standard', 'x', 2), (7, 9, 0, 'standard', 'x', 3);
      INSERT INTO lead_dialing (campaign_id, lead_id) VALUES (7, 2), (7, 3);
      INSERT INTO callbacks (organization_id, campaign_id, lead_id, created_by, due_at, local_time, timezone, status,
                             created_at)
      VALUES (1, 7, 3, 1, 1, 'x', 'UTC', 'scheduled', 1), (1, 7, 2, 1, 1, 'x', 'UTC', 'scheduled', 1);
      INSERT INTO lead_skips (organization_id, campaign_id, lead_id, user_id, reason, at) VALUES (1, 7, 3, 1, 'r', 1);
      INSERT INTO calls (id, organization_id, campaign_id, lead_id, audio, from_number, to_number, status, created_at,
                         updated_at)
      VALUES (5, 1, 7, 3, 'browser', '+1', '+1', 'completed', 1, 1);
    )sql");
  }
  dialer::db::Database database(path);
  database.write([&](SQLite::Database& db) {
    CHECK(number(db, "SELECT count(*) FROM leads WHERE id IN (1, 2, 3)") == 3);
    // lead 9 is named by the hopper only: no lead gets its id
    db.exec("INSERT INTO leads (organization_id, name, created_at, updated_at) VALUES (1, 'new', 'x', 'x')");
    CHECK(number(db, "SELECT max(id) FROM leads") == 10);
    CHECK(number(db, "SELECT group_concat(lead_id) FROM hopper_entries") == 1);
    CHECK(number(db, "SELECT group_concat(lead_id) FROM lead_dialing") == 2);
    CHECK(number(db, "SELECT count(*) FROM callbacks WHERE status = 'scheduled'") == 1);
    CHECK(number(db, "SELECT count(*) FROM callbacks WHERE status = 'canceled' AND lead_id = 3") == 1);
    CHECK(number(db, "SELECT count(*) FROM lead_skips") == 0);
    // the call keeps its history
    CHECK(number(db, "SELECT lead_id FROM calls WHERE id = 5") == 3);
    CHECK(db.execAndGet("PRAGMA integrity_check").getString() == "ok");
  });
}
