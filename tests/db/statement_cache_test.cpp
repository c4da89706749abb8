// The writer's statement cache: one compiled statement per SQL text, handed out ready to bind, and never
// left running by a write that failed half-way.
#include <doctest/doctest.h>

#include <sqlite3.h>

#include "db/database.hpp"
#include "db/statement_cache.hpp"
#include "support/temp_dir.hpp"

TEST_CASE("a cached statement is compiled once and comes back reset with nothing bound") {
  test::TempDir dir;
  dialer::db::Database db(dir.file("cache.db"));
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
  dialer::db::Database db(dir.file("open.db"));
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
