// The writer's statement cache: one compiled statement per SQL text, handed out ready to bind, and never
// left running by a write that failed half-way.
#include <doctest/doctest.h>

#include <sqlite3.h>

#include <chrono>
#include <thread>

#include "db/database.hpp"
#include "db/lead_counters.hpp"
#include "db/lead_store.hpp"
#include "db/statement_cache.hpp"
#include "support/keyed_database.hpp"
#include "support/temp_dir.hpp"

TEST_CASE("a cached statement is compiled once and comes back reset with nothing bound") {
  test::TempDir dir;
  test::KeyedDatabase db(dir.file("cache.db"));
  db.write([&](SQLite::Database&) {
    auto& statements = db.writer_statements();
    auto& first = statements.get("SELECT ?1 IS NULL");
    first.bind(1, 5);
    REQUIRE(first.executeStep());
    CHECK(first.getColumn(0).getInt() == 0);
    auto& again = statements.get("SELECT ?1 IS NULL");
    CHECK(&again == &first);
    REQUIRE(again.executeStep());
    CHECK(again.getColumn(0).getInt() == 1);  // the 5 is no longer bound
  });
}

TEST_CASE("a write that fails with a cached query still open leaves nothing running on the writer") {
  test::TempDir dir;
  test::KeyedDatabase db(dir.file("open.db"));
  struct Failed {};
  CHECK_THROWS_AS(db.write([&](SQLite::Database& c) {
                    c.exec("CREATE TABLE t (x INTEGER)");
                    c.exec("INSERT INTO t VALUES (1), (2)");
                    auto& rows = db.writer_statements().get("SELECT x FROM sqlite_schema, (SELECT 1 AS x)");
                    REQUIRE(rows.executeStep());  // left on its first row
                    throw Failed{};
                  }),
                  Failed);
  db.write([](SQLite::Database& c) {
    int running = 0;
    for (sqlite3_stmt* s = sqlite3_next_stmt(c.getHandle(), nullptr); s; s = sqlite3_next_stmt(c.getHandle(), s)) {
      if (sqlite3_stmt_busy(s)) ++running;
    }
    CHECK(running == 0);
    c.exec("CREATE TABLE kept (x INTEGER)");
  });
  db.read([](SQLite::Database& c) { CHECK(c.tableExists("kept")); });
}

TEST_CASE("a write whose cached insert breaks a rule fails alone: the write committed beside it stays") {
  using namespace std::chrono_literals;
  test::TempDir dir;
  test::KeyedDatabase db(dir.file("group.db"));
  const auto org = db.write([](SQLite::Database& c) {
    c.exec("INSERT INTO organizations (name, created_at) VALUES ('Group Co', '')");
    return c.getLastInsertRowid();
  });
  const auto write_lead = [&](const std::string& status) {
    db.write([&](SQLite::Database&) {
      dialer::db::LeadCounters counters;
      dialer::db::SearchIndexWrites search;
      dialer::db::LeadWriter writer(db.writer_statements(), counters, search, db.lead_keys());
      dialer::model::LeadFields fields;
      fields.name = "Lead " + status;
      fields.status = status;
      writer.insert(org, fields, "2026-11-21T00:00:00.000Z");
      counters.apply(db.writer_statements());
      search.apply(db.writer_statements());
    });
  };
  write_lead("new");  // the insert statement is cached from here on

  // While one write holds the writer, two more queue up and are then committed together.
  std::thread holder([&] { db.write([](SQLite::Database&) { std::this_thread::sleep_for(300ms); }); });
  std::this_thread::sleep_for(50ms);
  bool bad_failed = false;
  bool good_failed = false;
  std::thread bad([&] {
    try {
      write_lead("bogus");  // fails the status CHECK inside the cached insert
    } catch (const SQLite::Exception&) {
      bad_failed = true;
    }
  });
  std::thread good([&] {
    try {
      write_lead("contacted");
    } catch (const std::exception&) {
      good_failed = true;
    }
  });
  holder.join();
  bad.join();
  good.join();
  CHECK(bad_failed);
  CHECK_FALSE(good_failed);
  db.read([](SQLite::Database& c) {
    CHECK(c.execAndGet("SELECT count(*) FROM leads").getInt() == 2);
    CHECK(c.execAndGet("SELECT count(*) FROM leads WHERE status = 'contacted'").getInt() == 1);
  });
}
