// db::Prepared: a statement from the connection's cache inside read() and write(), compiled for the one use
// anywhere else; given back reset, so a reader holds no snapshot between reads and nested uses of the same SQL
// each get their own statement.
#include <doctest/doctest.h>

#include <sqlite3.h>

#include <string>

#include "db/database.hpp"
#include "db/integer_rows.hpp"
#include "db/prepared.hpp"
#include "support/temp_dir.hpp"

namespace {

using dialer::db::Database;
using dialer::db::IntegerRows;
using dialer::db::Prepared;

int statements_running(SQLite::Database& c) {
  int running = 0;
  for (sqlite3_stmt* s = sqlite3_next_stmt(c.getHandle(), nullptr); s; s = sqlite3_next_stmt(c.getHandle(), s)) {
    if (sqlite3_stmt_busy(s)) ++running;
  }
  return running;
}

}  // namespace

TEST_CASE("a reader compiles a query once and answers it afresh for every read") {
  test::TempDir dir;
  Database db(dir.file("reads.db"), [] {
    Database::Options options;
    options.readers = 1;
    return options;
  }());
  db.write([](SQLite::Database& c) { c.exec("CREATE TABLE t (x INTEGER)"); });
  const char* sql = "SELECT count(*), coalesce(sum(x), 0) FROM t WHERE x > ?";
  const SQLite::Statement* first = nullptr;
  for (int round = 0; round < 3; ++round) {
    db.write([&](SQLite::Database& c) {
      Prepared insert(c, "INSERT INTO t (x) VALUES (?)");
      insert.bind(1, round + 1);
      insert.exec();
    });
    db.read([&](SQLite::Database& c) {
      Prepared count(c, sql);
      count.bind(1, 0);
      REQUIRE(count.executeStep());
      // Each read sees every write committed before it: the cached statement kept no snapshot.
      CHECK(count.getColumn(0).getInt() == round + 1);
      if (!first) first = &count.statement();
      CHECK(&count.statement() == first);
    });
  }
  // A query left on its first row is reset when it is given back: the reader holds nothing open.
  db.read([&](SQLite::Database& c) {
    {
      Prepared rows(c, "SELECT x FROM t ORDER BY x");
      REQUIRE(rows.executeStep());
    }
    CHECK(statements_running(c) == 0);
  });
}

TEST_CASE("the same SQL nested in one read gets a statement of its own and both run to their ends") {
  test::TempDir dir;
  Database db(dir.file("nested.db"));
  db.write([](SQLite::Database& c) { c.exec("CREATE TABLE t (x INTEGER); INSERT INTO t VALUES (1), (2), (3)"); });
  const char* sql = "SELECT x FROM t WHERE x >= ? ORDER BY x";
  const auto pairs = db.read([&](SQLite::Database& c) {
    std::string out;
    Prepared outer(c, sql);
    outer.bind(1, 2);  // bound before the inner one is taken: it must keep its value
    Prepared inner_first(c, sql);
    inner_first.bind(1, 1);
    CHECK(&inner_first.statement() != &outer.statement());
    while (outer.executeStep()) {
      IntegerRows inner(c, sql);
      inner.bind(1, outer.getColumn(0).getInt64());
      while (inner.next()) out += std::to_string(outer.getColumn(0).getInt()) + std::to_string(inner[0]) + " ";
    }
    return out;
  });
  CHECK(pairs == "22 23 33 ");
}

TEST_CASE("a write that fails in the middle of a cached statement leaves the writer ready for the next") {
  test::TempDir dir;
  Database db(dir.file("failed.db"));
  db.write([](SQLite::Database& c) { c.exec("CREATE TABLE t (x INTEGER UNIQUE)"); });
  const char* insert_sql = "INSERT INTO t (x) VALUES (?)";
  db.write([&](SQLite::Database& c) {
    Prepared insert(c, insert_sql);
    insert.bind(1, 1);
    insert.exec();
  });
  CHECK_THROWS_AS(db.write([&](SQLite::Database& c) {
    Prepared insert(c, insert_sql);
    insert.bind(1, 1);  // the same x: refused
    insert.exec();
  }),
                  SQLite::Exception);
  db.write([&](SQLite::Database& c) {
    CHECK(statements_running(c) == 0);
    Prepared insert(c, insert_sql);
    insert.bind(1, 2);
    insert.exec();
  });
  const auto total = db.read([](SQLite::Database& c) {
    IntegerRows sum(c, "SELECT sum(x) FROM t");
    REQUIRE(sum.next());
    return sum[0];
  });
  CHECK(total == 3);
}

TEST_CASE("a connection outside the database's own compiles for each use, and many distinct SQL texts all answer") {
  test::TempDir dir;
  const auto path = dir.file("plain.db");
  Database db(path);
  db.write([](SQLite::Database& c) { c.exec("CREATE TABLE t (x INTEGER)"); });
  SQLite::Database plain(path, SQLite::OPEN_READONLY);
  Prepared outside(plain, "SELECT count(*) FROM t");
  REQUIRE(outside.executeStep());
  CHECK(outside.getColumn(0).getInt() == 0);
  // More texts than a connection keeps: the ones past its limit are compiled for their use.
  const int answered = db.read([](SQLite::Database& c) {
    int right = 0;
    for (int n = 0; n < 600; ++n) {
      Prepared s(c, "SELECT " + std::to_string(n) + " + ?");
      s.bind(1, 1);
      if (s.executeStep() && s.getColumn(0).getInt() == n + 1) ++right;
    }
    return right;
  });
  CHECK(answered == 600);
}
