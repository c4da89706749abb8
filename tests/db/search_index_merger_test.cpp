// The search index is merged in the background once writes pause, and never while they keep coming.
#include <doctest/doctest.h>

#include <sqlite3.h>

#include <chrono>
#include <thread>

#include "db/database.hpp"
#include "db/lead_counters.hpp"
#include "db/lead_queries.hpp"
#include "db/lead_store.hpp"
#include "db/search_index_merger.hpp"
#include "support/keyed_database.hpp"
#include "support/temp_dir.hpp"

namespace {

using namespace std::chrono_literals;

// One lead per transaction, as single creates write them: each leaves a segment in the index.
void create_leads(test::KeyedDatabase& db, std::int64_t organization_id, int count, int first) {
  for (int i = first; i < first + count; ++i) {
    db.write([&](SQLite::Database&) {
      dialer::db::LeadCounters counters;
      dialer::db::SearchIndexWrites search;
      dialer::db::LeadWriter writer(db.writer_statements(), counters, search, db.lead_keys());
      dialer::model::LeadFields fields;
      fields.name = "Merger Lead " + std::to_string(i);
      fields.email = "merger" + std::to_string(i) + "@example.test";
      fields.email_key = fields.email;
      fields.phone = "+1555" + std::to_string(1000000 + i);
      fields.phone_key = fields.phone;
      writer.insert(organization_id, fields, "2026-11-21T00:00:00.000Z");
      counters.apply(db.writer_statements());
      search.apply(db.writer_statements());
    });
  }
}

std::int64_t organization(dialer::db::Database& db) {
  return db.write([](SQLite::Database& c) {
    c.exec("INSERT INTO organizations (name, created_at) VALUES ('Merge Co', '')");
    return c.getLastInsertRowid();
  });
}

// How many leads a search finds, through the same query the leads screen runs.
std::int64_t matches(dialer::db::Database& db, std::int64_t organization_id, const std::string& text,
                     const std::string& digits = "") {
  return db.read([&](SQLite::Database& c) {
    const dialer::model::LeadFilter filter{.status = std::nullopt, .list_id = std::nullopt, .text = text, .digits = digits};
    return dialer::db::list_leads(c, organization_id, filter, {}, {}, 0, 20).total;
  });
}

// Whether a merge would still find segments to combine (FTS5 counts 2+ changes when it did work). The
// transaction is then rolled back: look, but leave the merging to the merger.
bool merge_has_work(dialer::db::Database& db) {
  struct LookedOnly {};
  bool work = false;
  try {
    db.write([&](SQLite::Database& c) {
      const auto before = sqlite3_total_changes64(c.getHandle());
      c.exec("INSERT INTO lead_search (lead_search, rank) VALUES ('merge', 1)");
      work = sqlite3_total_changes64(c.getHandle()) - before >= 2;
      throw LookedOnly{};
    });
  } catch (const LookedOnly&) {
  }
  return work;
}

}  // namespace

TEST_CASE("writes do not merge the search index themselves") {
  test::TempDir dir;
  test::KeyedDatabase db(dir.file("automerge.db"));
  db.read([](SQLite::Database& c) {
    CHECK(c.execAndGet("SELECT v FROM lead_search_config WHERE k = 'automerge'").getInt() == 0);
  });
}

TEST_CASE("the merger merges the segments of many small writes once they stop, and search finds the same leads") {
  test::TempDir dir;
  test::KeyedDatabase db(dir.file("merge.db"));
  const auto org = organization(db);
  create_leads(db, org, 200, 0);
  REQUIRE(merge_has_work(db));
  const auto before = matches(db, org, "merger lead");
  CHECK(before == 200);

  dialer::db::SearchIndexMerger merger(db, {.quiet_for = 50ms, .poll_every = 10ms, .pages_per_step = 16});
  const auto deadline = std::chrono::steady_clock::now() + 10s;
  while (merge_has_work(db) && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(100ms);
  CHECK_FALSE(merge_has_work(db));
  CHECK(merger.steps_done() > 0);
  CHECK(matches(db, org, "merger lead") == before);
  CHECK(matches(db, org, "lead 17") == 11);  // 17 and 170…179
  CHECK(matches(db, org, "5551000123", "5551000123") == 1);
}

TEST_CASE("the merger keeps out of the way while writes keep coming") {
  test::TempDir dir;
  test::KeyedDatabase db(dir.file("busy.db"));
  const auto org = organization(db);
  create_leads(db, org, 100, 0);
  // The quiet it waits for is far above the gap between writes, so a loaded box that stalls this loop for a few
  // hundred milliseconds does not make a quiet moment the test did not mean.
  dialer::db::SearchIndexMerger merger(db, {.quiet_for = 1500ms, .poll_every = 10ms, .pages_per_step = 16});
  // A write every 20 ms for a second: never 1.5 s of quiet.
  for (int i = 0; i < 50; ++i) {
    create_leads(db, org, 1, 100 + i);
    std::this_thread::sleep_for(20ms);
  }
  CHECK(merger.steps_done() == 0);
  const auto deadline = std::chrono::steady_clock::now() + 10s;
  while (merger.steps_done() == 0 && std::chrono::steady_clock::now() < deadline) std::this_thread::sleep_for(20ms);
  CHECK(merger.steps_done() > 0);
}
