// Opening, migrating, refusing unusable files, closing cleanly, and backing up while in use.
#include <doctest/doctest.h>

#include <filesystem>
#include <functional>
#include <fstream>
#include <atomic>
#include <thread>

#include "db/backup.hpp"
#include "db/database.hpp"
#include "db/migrations.hpp"
#include "dialer/startup_error.hpp"
#include "support/temp_dir.hpp"

namespace {

std::string startup_error_of(const std::function<void()>& action) {
  try {
    action();
  } catch (const dialer::StartupError& e) {
    return e.what();
  }
  return "(no error)";
}

}  // namespace

TEST_CASE("a new database is created in WAL mode with every migration recorded") {
  test::TempDir dir;
  dialer::db::Database db(dir.file("new.db"));
  const int latest = dialer::db::latest_version(dialer::db::embedded_migrations());
  CHECK(latest >= 1);
  db.read([&](SQLite::Database& c) {
    CHECK(c.execAndGet("PRAGMA journal_mode").getString() == "wal");
    CHECK(c.execAndGet("SELECT max(version) FROM schema_migrations").getInt() == latest);
    CHECK(c.execAndGet("SELECT count(*) FROM schema_migrations").getInt() ==
          static_cast<int>(dialer::db::embedded_migrations().size()));
    CHECK(c.execAndGet("PRAGMA foreign_keys").getInt() == 1);
  });
  db.write([](SQLite::Database& c) {
    CHECK(c.execAndGet("PRAGMA synchronous").getInt() == 2);  // FULL
  });
}

TEST_CASE("opening twice applies nothing again") {
  test::TempDir dir;
  { dialer::db::Database first(dir.file("twice.db")); }
  dialer::db::Database second(dir.file("twice.db"));
  second.read([](SQLite::Database& c) {
    CHECK(c.execAndGet("SELECT count(*) FROM schema_migrations").getInt() ==
          static_cast<int>(dialer::db::embedded_migrations().size()));
  });
}

TEST_CASE("a database behind this build is upgraded, and the caller is told first, a new one is not reported") {
  test::TempDir dir;
  const auto all = dialer::db::embedded_migrations();
  const int latest = dialer::db::latest_version(all);
  {
    SQLite::Database old(dir.file("old.db"), SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    // Up to 0017: from 0018 on, migrations call the phone function only a Database registers.
    dialer::db::apply_migrations(old, all.first(17), dir.file("old.db"));
    old.exec("INSERT INTO organizations (name, created_at) VALUES ('Before Dispositions', '2026-01-01T00:00:00Z')");
  }
  std::vector<std::pair<int, int>> told;
  const auto tell = [&](int from, int to) { told.emplace_back(from, to); };
  {
    dialer::db::Database upgraded(dir.file("old.db"), {.readers = 1, .before_upgrade = tell});
    upgraded.read([&](SQLite::Database& c) {
      CHECK(c.execAndGet("SELECT max(version) FROM schema_migrations").getInt() == latest);
      // An organization made before dispositions existed gets the standard set, and the system's "Agent lost".
      CHECK(c.execAndGet("SELECT count(*) FROM dispositions WHERE organization_id = 1").getInt() == 10);
      CHECK(c.execAndGet("SELECT count(*) FROM dispositions WHERE organization_id = 1 AND is_system = 1").getInt() == 1);
    });
  }
  REQUIRE(told.size() == 1);
  CHECK(told[0] == std::pair{all[16].version, latest});

  dialer::db::Database fresh(dir.file("fresh.db"), {.readers = 1, .before_upgrade = tell});
  dialer::db::Database again(dir.file("old.db"), {.readers = 1, .before_upgrade = tell});
  CHECK(told.size() == 1);
}

TEST_CASE("a failed write transaction changes nothing") {
  test::TempDir dir;
  dialer::db::Database db(dir.file("rollback.db"));
  CHECK_THROWS(db.write([](SQLite::Database& c) {
    c.exec("INSERT INTO app_meta (key, value) VALUES ('half', 'done')");
    throw std::runtime_error("validation failed halfway");
  }));
  db.read([](SQLite::Database& c) {
    CHECK(c.execAndGet("SELECT count(*) FROM app_meta WHERE key = 'half'").getInt() == 0);
  });
}

TEST_CASE("close commits the writes already queued, and a write after close is refused with a reason") {
  test::TempDir dir;
  const auto path = dir.file("closing.db");
  {
    dialer::db::Database db(path);
    db.write([](SQLite::Database& c) { c.exec("CREATE TABLE queued (n INTEGER PRIMARY KEY)"); });
    std::atomic<bool> first_started{false};
    std::atomic<bool> queued_done{false};
    std::thread first([&] {
      db.write([&](SQLite::Database& c) {
        c.exec("INSERT INTO queued (n) VALUES (1)");
        first_started = true;
        // Holds the writer until the second write is queued behind it.
        while (db.writes_queued() < 1) std::this_thread::yield();
      });
    });
    while (!first_started) std::this_thread::yield();
    std::thread second([&] {
      db.write([](SQLite::Database& c) { c.exec("INSERT INTO queued (n) VALUES (2)"); });
      queued_done = true;
    });
    while (db.writes_queued() < 1 && !queued_done) std::this_thread::yield();
    db.close();  // while the first write runs and the second waits
    first.join();
    second.join();
    CHECK(queued_done);
    try {
      db.write([](SQLite::Database& c) { c.exec("INSERT INTO queued (n) VALUES (3)"); });
      FAIL("a write after close was taken");
    } catch (const std::exception& e) {
      CHECK(std::string(e.what()) == "database is closed");
    }
  }
  dialer::db::Database reopened(path);
  CHECK(reopened.read([](SQLite::Database& c) { return c.execAndGet("SELECT count(*) FROM queued").getInt(); }) == 2);
}

TEST_CASE("unusable database files are refused with a one-line reason") {
  test::TempDir dir;

  SUBCASE("not a SQLite file") {
    std::ofstream(dir.file("notes.db")) << "these are my notes, not a database, but long enough to have a header";
    CHECK(startup_error_of([&] { dialer::db::Database db(dir.file("notes.db")); }) ==
          dir.file("notes.db") + " is not a SQLite database");
  }
  SUBCASE("a directory that does not exist") {
    const auto path = dir.file("missing/dir/x.db");
    CHECK(startup_error_of([&] { dialer::db::Database db(path); }).starts_with("cannot open database " + path));
  }
  SUBCASE("written by a newer version") {
    const auto path = dir.file("newer.db");
    { dialer::db::Database db(path); }
    {
      SQLite::Database raw(path, SQLite::OPEN_READWRITE);
      raw.exec("INSERT INTO schema_migrations (version, name, applied_at) VALUES (9999, 'future', 'x')");
    }
    CHECK(startup_error_of([&] { dialer::db::Database db(path); })
              .find("was written by a newer version of dialer-dashboard (schema 9999") != std::string::npos);
  }
  SUBCASE("another application's database") {
    const auto path = dir.file("other.db");
    {
      SQLite::Database raw(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
      raw.exec("CREATE TABLE invoices (id INTEGER PRIMARY KEY)");
    }
    CHECK(startup_error_of([&] { dialer::db::Database db(path); }).find("of another application") !=
          std::string::npos);
  }
}

TEST_CASE("close checkpoints the WAL so the .db file alone is complete") {
  test::TempDir dir;
  const auto path = dir.file("close.db");
  {
    dialer::db::Database db(path);
    db.write([](SQLite::Database& c) { c.exec("INSERT INTO app_meta (key, value) VALUES ('k', 'v')"); });
    db.close();
    CHECK(!std::filesystem::exists(path + "-wal"));
  }
  // Copy only the .db file elsewhere: the row is in it.
  std::filesystem::copy_file(path, dir.file("copy.db"));
  SQLite::Database copy(dir.file("copy.db"), SQLite::OPEN_READONLY);
  CHECK(copy.execAndGet("SELECT value FROM app_meta WHERE key = 'k'").getString() == "v");
}

TEST_CASE("backup makes a consistent copy while another connection keeps writing") {
  test::TempDir dir;
  const auto path = dir.file("live.db");
  dialer::db::Database db(path);
  db.write([](SQLite::Database& c) { c.exec("CREATE TABLE counter (n INTEGER NOT NULL)"); });

  std::atomic<bool> done{false};
  std::thread writer([&] {
    for (int i = 0; i < 200 && !done; ++i) {
      db.write([&](SQLite::Database& c) {
        c.exec("INSERT INTO counter (n) VALUES (" + std::to_string(i) + ")");
      });
    }
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  const auto result = dialer::db::backup_database(path, dir.file("backup.db"), false);
  done = true;
  writer.join();

  CHECK(result.bytes > 0);
  SQLite::Database copy(dir.file("backup.db"), SQLite::OPEN_READONLY);
  CHECK(copy.execAndGet("PRAGMA integrity_check").getString() == "ok");
  const int rows = copy.execAndGet("SELECT count(*) FROM counter").getInt();
  // A snapshot: rows 0..rows-1 with no gaps.
  CHECK(copy.execAndGet("SELECT coalesce(max(n) + 1, 0) FROM counter").getInt() == rows);
  CHECK(!std::filesystem::exists(dir.file("backup.db.partial")));

}

TEST_CASE("backup keeps an existing destination unless forced") {
  test::TempDir dir;
  const auto path = dir.file("source.db");
  { dialer::db::Database db(path); }
  std::ofstream(dir.file("taken.db")) << "precious";
  CHECK(startup_error_of([&] { dialer::db::backup_database(path, dir.file("taken.db"), false); })
            .find("already exists") != std::string::npos);
  CHECK(std::filesystem::file_size(dir.file("taken.db")) == 8);
  CHECK(dialer::db::backup_database(path, dir.file("taken.db"), true).bytes > 8);
}

TEST_CASE("the WAL is copied into the database file in the background, without a close") {
  test::TempDir dir;
  const auto path = dir.file("background.db");
  dialer::db::Database db(path);
  db.write([](SQLite::Database& c) { c.exec("CREATE TABLE blobs (data BLOB NOT NULL)"); });
  const std::string blob(64 * 1024, 'x');
  for (int i = 0; i < 320; ++i) {  // 20 MiB: past the checkpointer's 16 MiB threshold
    db.write([&](SQLite::Database& c) {
      SQLite::Statement s(c, "INSERT INTO blobs (data) VALUES (?)");
      s.bind(1, blob.data(), static_cast<int>(blob.size()));
      s.exec();
    });
  }
  bool copied = false;
  for (int attempt = 0; attempt < 100 && !copied; ++attempt) {
    copied = std::filesystem::file_size(path) >= 16u * 1024 * 1024;
    if (!copied) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  CHECK(copied);
  CHECK(std::filesystem::exists(path + "-wal"));  // still open: only a clean close truncates it
}

TEST_CASE("a steady stream of large transactions reuses the WAL instead of growing it without end") {
  test::TempDir dir;
  const auto path = dir.file("steady.db");
  dialer::db::Database db(path);
  db.write([](SQLite::Database& c) { c.exec("CREATE TABLE blobs (data BLOB NOT NULL)"); });
  // 24 transactions of 8 MiB back to back, like the batches of a large import: 192 MiB of WAL in all.
  const std::string blob(64 * 1024, 'x');
  std::uintmax_t largest_wal = 0;
  for (int batch = 0; batch < 24; ++batch) {
    db.write([&](SQLite::Database& c) {
      SQLite::Statement s(c, "INSERT INTO blobs (data) VALUES (?)");
      for (int i = 0; i < 128; ++i) {
        s.bind(1, blob.data(), static_cast<int>(blob.size()));
        s.exec();
        s.reset();
      }
    });
    largest_wal = std::max(largest_wal, std::filesystem::file_size(path + "-wal"));
  }
  // The limit (64 MiB) plus one transaction and the frame headers.
  CHECK(largest_wal < 80u * 1024 * 1024);
  db.read([](SQLite::Database& c) { CHECK(c.execAndGet("SELECT count(*) FROM blobs").getInt() == 24 * 128); });
}

TEST_CASE("the lead status rule is checked in place: no temporary index per insert, unknown statuses refused") {
  test::TempDir dir;
  dialer::db::Database db(dir.file("check.db"));
  db.write([](SQLite::Database& c) {
    c.exec("INSERT INTO organizations (name, created_at) VALUES ('Org', '2026-11-21T00:00:00Z')");
    const char* insert =
        "INSERT INTO leads (organization_id, status, created_at, updated_at) VALUES (1, ?, '2026-11-21T00:00:00Z', "
        "'2026-11-21T00:00:00Z')";
    std::string explain = "EXPLAIN ";
    explain += insert;
    SQLite::Statement plan(c, explain);
    plan.bind(1, "new");
    int ephemeral = 0;
    while (plan.executeStep()) ephemeral += plan.getColumn(1).getString() == "OpenEphemeral";
    CHECK(ephemeral == 0);
    for (const char* status : {"new", "contacted", "interested", "not_interested", "callback"}) {
      SQLite::Statement ok(c, insert);
      ok.bind(1, status);
      CHECK(ok.exec() == 1);
    }
    SQLite::Statement bad(c, insert);
    bad.bind(1, "bogus");
    CHECK_THROWS_AS(bad.exec(), SQLite::Exception);
  });
}
