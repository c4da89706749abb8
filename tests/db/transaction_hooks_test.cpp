// The writer's hooks: after-commit work runs once per committed write, in commit order across concurrent
// writers, and never for a write that rolled back; end-of-write work runs inside the write and can fail it.
#include <doctest/doctest.h>

#include <atomic>
#include <mutex>
#include <thread>
#include <vector>

#include "db/database.hpp"
#include "support/temp_dir.hpp"

namespace {

using dialer::db::Database;
using dialer::db::Transaction;

void make_table(Database& db) {
  db.write([](SQLite::Database& c) { c.exec("CREATE TABLE hooked (n INTEGER PRIMARY KEY)"); });
}

int rows(Database& db) {
  return db.read([](SQLite::Database& c) { return c.execAndGet("SELECT count(*) FROM hooked").getInt(); });
}

struct Failed {};

}  // namespace

TEST_CASE("after-commit hooks run once per committed write, in the order the rows were committed") {
  test::TempDir dir;
  Database db(dir.file("hooks.db"));
  make_table(db);
  std::mutex mutex;
  std::vector<std::int64_t> committed;  // row ids, in the order the hooks ran
  std::vector<std::thread> writers;
  for (int t = 0; t < 4; ++t) {
    writers.emplace_back([&] {
      for (int i = 0; i < 50; ++i) {
        db.write([&](Transaction& tx) {
          tx.connection().exec("INSERT INTO hooked DEFAULT VALUES");
          const auto id = tx.connection().getLastInsertRowid();
          tx.after_commit([&, id] {
            std::lock_guard lock(mutex);
            committed.push_back(id);
          });
        });
      }
    });
  }
  for (auto& writer : writers) writer.join();
  REQUIRE(committed.size() == 200);
  // Row ids grow in the order the writes ran on the writer, which is the order they committed.
  for (std::size_t i = 1; i < committed.size(); ++i) CHECK(committed[i - 1] < committed[i]);
  CHECK(rows(db) == 200);
}

TEST_CASE("a write that throws runs its rollback hooks, not its commit hooks, and changes nothing") {
  test::TempDir dir;
  Database db(dir.file("rollback.db"));
  make_table(db);
  int commits = 0;
  int rollbacks = 0;
  CHECK_THROWS_AS(db.write([&](Transaction& tx) {
                    tx.connection().exec("INSERT INTO hooked DEFAULT VALUES");
                    tx.after_commit([&] { ++commits; });
                    tx.after_rollback([&] { ++rollbacks; });
                    throw Failed{};
                  }),
                  Failed);
  CHECK(commits == 0);
  CHECK(rollbacks == 1);
  CHECK(rows(db) == 0);
}

TEST_CASE("end-of-write work runs inside the write: when it fails, the write is rolled back alone") {
  test::TempDir dir;
  Database db(dir.file("end.db"));
  make_table(db);
  std::atomic<int> commits{0};
  int end_ran = 0;
  db.write([&](Transaction& tx) {
    tx.before_end([&] {
      ++end_ran;
      tx.connection().exec("INSERT INTO hooked (n) VALUES (100)");  // still inside the write
    });
    tx.after_commit([&] { ++commits; });
  });
  CHECK(end_ran == 1);
  CHECK(rows(db) == 1);
  CHECK_THROWS_AS(db.write([&](Transaction& tx) {
                    tx.connection().exec("INSERT INTO hooked (n) VALUES (200)");
                    tx.before_end([] { throw Failed{}; });
                    tx.after_commit([&] { ++commits; });
                  }),
                  Failed);
  CHECK(commits == 1);
  CHECK(rows(db) == 1);
  CHECK(db.read([](SQLite::Database& c) { return c.execAndGet("SELECT max(n) FROM hooked").getInt(); }) == 100);
}

TEST_CASE("a hook that throws after commit neither undoes the write nor stops the others") {
  test::TempDir dir;
  Database db(dir.file("throwing.db"));
  make_table(db);
  int later = 0;
  db.write([&](Transaction& tx) {
    tx.connection().exec("INSERT INTO hooked DEFAULT VALUES");
    tx.after_commit([] { throw Failed{}; });
    tx.after_commit([&] { ++later; });
  });
  CHECK(later == 1);
  CHECK(rows(db) == 1);
}

TEST_CASE("transaction observers hear of begin, commit and every rollback") {
  struct Counting final : dialer::db::TransactionObserver {
    int began = 0, committed = 0, rolled_back = 0;
    void transaction_began() override { ++began; }
    void transaction_committed() override { ++committed; }
    void transaction_rolled_back() override { ++rolled_back; }
  } observer;
  test::TempDir dir;
  Database db(dir.file("observed.db"));
  db.add_observer(observer);
  make_table(db);
  CHECK_THROWS_AS(db.write([](SQLite::Database&) { throw Failed{}; }), Failed);
  CHECK(observer.began == 2);
  CHECK(observer.committed == 2);  // the failed write's transaction still commits (nothing)
  CHECK(observer.rolled_back == 1);
  db.remove_observer(observer);
  db.write([](SQLite::Database& c) { c.exec("INSERT INTO hooked DEFAULT VALUES"); });
  CHECK(observer.began == 2);  // no longer told
}

TEST_CASE("writes queued while a long write runs share its commit, and a failing one among them is rolled back alone") {
  test::TempDir dir;
  Database db(dir.file("hooks.db"));
  make_table(db);
  const auto transactions = db.writes_finished();
  const auto writes = db.writes_done();
  std::atomic<bool> long_write_started{false};
  std::atomic<int> late_committed{0};
  std::thread long_writer([&] {
    db.write([&](Transaction& tx) {
      static_cast<SQLite::Database&>(tx).exec("INSERT INTO hooked (n) VALUES (1)");
      long_write_started = true;
      // Holds the writer until the two late writes are queued behind it.
      while (db.writes_queued() < 2) std::this_thread::yield();
    });
  });
  while (!long_write_started) std::this_thread::yield();
  std::thread ok_writer([&] {
    db.write([&](Transaction& tx) {
      static_cast<SQLite::Database&>(tx).exec("INSERT INTO hooked (n) VALUES (2)");
      tx.after_commit([&] { ++late_committed; });
    });
  });
  std::thread failing_writer([&] {
    CHECK_THROWS(db.write([&](Transaction& tx) {
      static_cast<SQLite::Database&>(tx).exec("INSERT INTO hooked (n) VALUES (3)");
      throw Failed{};
    }));
  });
  long_writer.join();
  ok_writer.join();
  failing_writer.join();
  CHECK(rows(db) == 2);
  CHECK(late_committed == 1);
  CHECK(db.writes_done() - writes == 3);
  CHECK(db.writes_finished() - transactions == 1);  // one transaction, one commit
}
