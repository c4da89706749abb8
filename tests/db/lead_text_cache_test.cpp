// db::LeadTextCache: texts kept per lead are handed out only under a ticket no change to leads has overtaken, a
// changed lead is forgotten once its transaction ends, a list's change forgets every lead, and nothing read from a
// snapshot older than a change is kept.
#include <doctest/doctest.h>

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "db/lead_text_cache.hpp"
#include "support/temp_dir.hpp"

namespace {

using dialer::db::Database;
using dialer::db::LeadTextCache;

LeadTextCache::Text text(const std::string& value) { return std::make_shared<const std::string>(value); }

// The real schema (the database migrates itself), one organization and three leads.
struct TextCacheFixture {
  test::TempDir dir;
  Database db{dir.file("texts.db")};
  LeadTextCache& cache = db.lead_texts();

  TextCacheFixture() {
    db.write([](SQLite::Database& c) {
      c.exec("INSERT INTO organizations (id, name, created_at) VALUES (1, 'Acme', '2026-11-27T00:00:00Z')");
      c.exec(
          "INSERT INTO lead_lists (id, organization_id, name, created_at, updated_at) VALUES "
          "(1, 1, 'North', '2026-11-27T00:00:00Z', '2026-11-27T00:00:00Z')");
      for (int id = 1; id <= 3; ++id) {
        c.exec("INSERT INTO leads (id, organization_id, name, created_at, updated_at) VALUES (" + std::to_string(id) +
               ", 1, 'Lead', '2026-11-27T00:00:00Z', '2026-11-27T00:00:00Z')");
      }
    });
  }

  void keep_all(const std::string& tag) {
    const auto ticket = cache.ticket();
    for (int id = 1; id <= 3; ++id) cache.keep(ticket, id, text(tag + std::to_string(id)));
  }

  std::vector<std::string> found() {
    std::vector<std::string> values;
    for (const auto& t : cache.find(cache.ticket(), {1, 2, 3})) values.push_back(t ? *t : "-");
    return values;
  }
};

}  // namespace

TEST_CASE("kept texts are found under a current ticket, and a changed lead is forgotten when its write commits") {
  TextCacheFixture f;
  f.keep_all("a");
  CHECK(f.found() == std::vector<std::string>{"a1", "a2", "a3"});
  const auto before = f.cache.ticket();
  f.db.write([](SQLite::Database& c) { c.exec("UPDATE leads SET status = 'contacted' WHERE id = 2"); });
  CHECK(f.found() == std::vector<std::string>{"a1", "-", "a3"});
  // A ticket from before the change finds nothing and keeps nothing: its reader may have read the old row.
  CHECK(f.cache.find(before, {1}).front() == nullptr);
  f.cache.keep(before, 2, text("old"));
  CHECK(f.found()[1] == "-");
  // Writes to other tables leave the texts alone.
  f.db.write([](SQLite::Database& c) { c.exec("UPDATE organizations SET name = 'Acme Inc' WHERE id = 1"); });
  CHECK(f.found() == std::vector<std::string>{"a1", "-", "a3"});
}

TEST_CASE("while a write changes leads nothing is handed out or kept, and a list's change forgets every lead") {
  TextCacheFixture f;
  f.keep_all("a");
  f.db.write([&](SQLite::Database& c) {
    CHECK(f.cache.ticket().usable);  // nothing changed yet in this transaction
    c.exec("UPDATE leads SET notes = 'x' WHERE id = 3");
    const auto during = f.cache.ticket();
    CHECK_FALSE(during.usable);
    CHECK(f.cache.find(during, {1}).front() == nullptr);
    f.cache.keep(during, 1, text("during"));
  });
  CHECK(f.found() == std::vector<std::string>{"a1", "a2", "-"});

  f.db.write([](SQLite::Database& c) { c.exec("UPDATE lead_lists SET name = 'South' WHERE id = 1"); });
  CHECK(f.found() == std::vector<std::string>{"-", "-", "-"});
}

TEST_CASE("a write that fails still ends the change: the lead it touched is forgotten, the others stay") {
  TextCacheFixture f;
  f.keep_all("a");
  CHECK_THROWS_AS(f.db.write([](SQLite::Database& c) {
    c.exec("UPDATE leads SET notes = 'x' WHERE id = 1");
    throw std::runtime_error("refused");
  }),
                  std::runtime_error);
  CHECK(f.cache.ticket().usable);
  CHECK(f.found() == std::vector<std::string>{"-", "a2", "a3"});
}

TEST_CASE("an organization's text is forgotten when any lead changes, and at most the capacity is kept") {
  TextCacheFixture f;
  auto ticket = f.cache.ticket();
  f.cache.keep_for_organization(ticket, 1, text("stats"));
  CHECK(*f.cache.find_for_organization(f.cache.ticket(), 1) == "stats");
  f.db.write([](SQLite::Database& c) { c.exec("DELETE FROM leads WHERE id = 3"); });
  CHECK(f.cache.find_for_organization(f.cache.ticket(), 1) == nullptr);

  LeadTextCache small(nullptr, 5);
  ticket = small.ticket();
  for (int id = 1; id <= 12; ++id) small.keep(ticket, id, text(std::to_string(id)));
  CHECK(small.size() == 5);
  const auto kept = small.find(ticket, {7, 8, 12});
  CHECK(kept[0] == nullptr);  // the oldest went first
  CHECK(*kept[1] == "8");
  CHECK(*kept[2] == "12");
}

TEST_CASE("kept ranges of ids are forgotten when a lead inside them changes, and wide ranges are not kept") {
  TextCacheFixture f;
  const auto ids = [](std::vector<std::int64_t> values) {
    return std::make_shared<const std::vector<std::int64_t>>(std::move(values));
  };
  auto ticket = f.cache.ticket();
  f.cache.keep_ids(ticket, 1, "*", 0, 1024, ids({1, 2, 3}));
  f.cache.keep_ids(ticket, 1, "*", 1024, 2048, ids({1500}));
  f.cache.keep_ids(ticket, 1, "s=new", 0, 1024, ids({1, 3}));
  f.cache.keep_ids(ticket, 1, "*", 0, 4096, ids({1, 2, 3}));  // wider than kept
  ticket = f.cache.ticket();
  CHECK(*f.cache.find_ids(ticket, 1, "*", 0, 1024) == std::vector<std::int64_t>{1, 2, 3});
  CHECK(f.cache.find_ids(ticket, 1, "*", 0, 4096) == nullptr);
  CHECK(f.cache.find_ids(ticket, 2, "*", 0, 1024) == nullptr);

  f.db.write([](SQLite::Database& c) { c.exec("UPDATE leads SET status = 'new' WHERE id = 2"); });
  ticket = f.cache.ticket();
  CHECK(f.cache.find_ids(ticket, 1, "*", 0, 1024) == nullptr);
  CHECK(f.cache.find_ids(ticket, 1, "s=new", 0, 1024) == nullptr);
  CHECK(*f.cache.find_ids(ticket, 1, "*", 1024, 2048) == std::vector<std::int64_t>{1500});
}
