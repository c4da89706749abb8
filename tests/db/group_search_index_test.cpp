// The search index changes of a group commit's writes (db/group_search_index.hpp): written once, before COMMIT,
// and only for the writes that ended well; a write of the same group that asks the index sees the writes before
// it, and when it fails, what it had written for them is written again.
#include <doctest/doctest.h>

#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "db/group_search_index.hpp"
#include "db/lead_counters.hpp"
#include "db/lead_search_ids.hpp"
#include "db/lead_store.hpp"
#include "domain/leads.hpp"
#include "support/keyed_database.hpp"
#include "support/temp_dir.hpp"

namespace {

using dialer::db::Transaction;
using dialer::model::LeadFields;

struct WriteFailed {};

LeadFields group_lead(const std::string& first, const std::string& last, const std::string& status = "new") {
  LeadFields f;
  f.first_name = first;
  f.last_name = last;
  f.name = first + " " + last;
  f.email = f.email_key = first + "." + last + "@group.test";
  f.status = status;
  return f;
}

class GroupFixture {
 public:
  GroupFixture() : db_(dir_.file("group.db")) {
    organization_ = db_.write([&](SQLite::Database& c) {
      c.exec("INSERT INTO organizations (name, created_at) VALUES ('Group Co', '')");
      return c.getLastInsertRowid();
    });
  }

  test::KeyedDatabase& db() { return db_; }

  // Inside a write: inserts the lead the way the lead write path does, its index change staged for the group.
  std::int64_t insert(const LeadFields& fields) {
    dialer::db::LeadCounters counters;
    dialer::db::SearchIndexWrites search;
    dialer::db::LeadWriter writer(db_.writer_statements(), counters, search, db_.lead_keys());
    const auto id = writer.insert(organization_, fields, "2026-11-27T00:00:00.000Z");
    counters.apply(db_.writer_statements());
    db_.stage_search_index(std::move(search));
    return id;
  }

  // Inside a write, the same way: a lead renamed, or removed.
  void rename(SQLite::Database& c, std::int64_t id, const std::string& last) {
    dialer::db::LeadCounters counters;
    dialer::db::SearchIndexWrites search;
    dialer::db::LeadWriter writer(db_.writer_statements(), counters, search, db_.lead_keys());
    const auto current = dialer::db::find_lead(c, organization_, id);
    REQUIRE(current);
    auto fields = current->fields;
    fields.last_name = last;
    fields.name = fields.first_name + " " + last;
    fields.email = fields.email_key = fields.first_name + "." + last + "@group.test";
    writer.update(*current, fields, "2026-11-27T00:00:01.000Z");
    counters.apply(db_.writer_statements());
    db_.stage_search_index(std::move(search));
  }
  void remove(SQLite::Database& c, std::int64_t id) {
    dialer::db::LeadCounters counters;
    dialer::db::SearchIndexWrites search;
    dialer::db::LeadWriter writer(db_.writer_statements(), counters, search, db_.lead_keys());
    const auto current = dialer::db::find_lead(c, organization_, id);
    REQUIRE(current);
    writer.remove(*current);
    counters.apply(db_.writer_statements());
    db_.stage_search_index(std::move(search));
  }

  // On whichever connection `c` is: the writer inside a write, a reader otherwise.
  std::vector<std::int64_t> search(SQLite::Database& c, const std::string& term,
                                   const std::optional<std::string>& status = std::nullopt) {
    return dialer::db::search_match_ids(c, organization_, dialer::domain::lead_filter(term, status, std::nullopt), true,
                                        0, 100);
  }

  std::vector<std::int64_t> search_committed(const std::string& term) {
    return db_.read([&](SQLite::Database& c) { return search(c, term); });
  }

  // Runs `writes` as one group: the first holds the writer until every other one is queued behind it, in order.
  void run_as_one_group(const std::vector<std::function<void(Transaction&)>>& writes) {
    const auto transactions = db_.writes_finished();
    std::atomic<bool> first_started{false};
    std::vector<std::thread> threads;
    const auto queued = writes.size() - 1;
    threads.emplace_back([&] {
      db_.write([&](Transaction& tx) {
        first_started = true;
        writes[0](tx);
        while (db_.writes_queued() < queued) std::this_thread::yield();
      });
    });
    while (!first_started) std::this_thread::yield();
    for (std::size_t i = 1; i < writes.size(); ++i) {
      threads.emplace_back([&, i] {
        try {
          db_.write([&](Transaction& tx) { writes[i](tx); });
        } catch (const WriteFailed&) {
        }
      });
      // In order: each queued before the next starts. The first takes them all once the last is queued.
      if (i < queued) {
        while (db_.writes_queued() < i) std::this_thread::yield();
      }
    }
    for (auto& thread : threads) thread.join();
    REQUIRE(db_.writes_finished() - transactions == 1);
  }

 private:
  test::TempDir dir_;
  test::KeyedDatabase db_;
  std::int64_t organization_ = 0;
};

}  // namespace

TEST_CASE("a group's index changes are written for the writes that ended well, and only for them") {
  GroupFixture fixture;
  std::int64_t first = 0, kept = 0;
  fixture.run_as_one_group({
      [&](Transaction&) { first = fixture.insert(group_lead("Zephyr", "One")); },
      [&](Transaction&) {
        fixture.insert(group_lead("Zephyr", "Failed"));
        throw WriteFailed{};
      },
      [&](Transaction&) { kept = fixture.insert(group_lead("Zephyr", "Kept")); },
  });
  CHECK(fixture.search_committed("zephyr") == std::vector<std::int64_t>{kept, first});
  CHECK(fixture.search_committed("failed").empty());
  // The lead of the failed write is not in the table either: nothing of it is left.
  CHECK(fixture.db().read([](SQLite::Database& c) {
    return c.execAndGet("SELECT count(*) FROM leads WHERE last_name = 'Failed'").getInt();
  }) == 0);
}

TEST_CASE("a lead created, renamed and another created and removed in one group: the index holds what the leads do") {
  GroupFixture fixture;
  std::int64_t renamed = 0, removed = 0;
  fixture.run_as_one_group({
      [&](Transaction&) { renamed = fixture.insert(group_lead("Velma", "Alderwood")); },
      [&](Transaction& tx) { fixture.rename(tx, renamed, "Birchmore"); },
      [&](Transaction&) { removed = fixture.insert(group_lead("Velma", "Cedarholt")); },
      [&](Transaction& tx) { fixture.remove(tx, removed); },
  });
  CHECK(fixture.search_committed("velma") == std::vector<std::int64_t>{renamed});
  CHECK(fixture.search_committed("birchmore") == std::vector<std::int64_t>{renamed});
  CHECK(fixture.search_committed("alderwood").empty());
  CHECK(fixture.search_committed("cedarholt").empty());
  // Later changes find the index as the leads are: the renamed lead's text can be taken out again.
  fixture.db().write([&](Transaction& tx) { fixture.remove(tx, renamed); });
  CHECK(fixture.search_committed("velma").empty());
}

TEST_CASE("a write that asks the index sees the writes of its group before it, and not its own changes yet") {
  GroupFixture fixture;
  std::int64_t first = 0, second = 0, asker = 0;
  std::vector<std::int64_t> seen_plain, seen_with_status;
  fixture.run_as_one_group({
      [&](Transaction&) { first = fixture.insert(group_lead("Quorra", "One")); },
      [&](Transaction&) { second = fixture.insert(group_lead("Quorra", "Two", "contacted")); },
      [&](Transaction& tx) {
        asker = fixture.insert(group_lead("Quorra", "Asker"));
        // The index alone, and the index joined with the leads (a status).
        seen_plain = fixture.search(tx, "quorra");
        seen_with_status = fixture.search(tx, "quorra", std::string("contacted"));
      },
  });
  CHECK(seen_plain == std::vector<std::int64_t>{second, first});
  CHECK(seen_with_status == std::vector<std::int64_t>{second});
  CHECK(fixture.search_committed("quorra") == std::vector<std::int64_t>{asker, second, first});
}

TEST_CASE("when a write that asked the index fails, the changes of the writes before it are still written") {
  GroupFixture fixture;
  std::int64_t first = 0, last = 0;
  std::vector<std::int64_t> seen_by_failing, seen_after;
  fixture.run_as_one_group({
      [&](Transaction&) { first = fixture.insert(group_lead("Ixion", "One")); },
      [&](Transaction& tx) {
        seen_by_failing = fixture.search(tx, "ixion");
        fixture.insert(group_lead("Ixion", "Failed"));
        throw WriteFailed{};
      },
      [&](Transaction& tx) {
        seen_after = fixture.search(tx, "ixion");
        last = fixture.insert(group_lead("Ixion", "Last"));
      },
  });
  CHECK(seen_by_failing == std::vector<std::int64_t>{first});
  CHECK(seen_after == std::vector<std::int64_t>{first});
  CHECK(fixture.search_committed("ixion") == std::vector<std::int64_t>{last, first});
  CHECK(fixture.search_committed("failed").empty());
}

TEST_CASE("a read nested in a write sees what is committed, and the group's changes are written at its commit") {
  GroupFixture fixture;
  std::vector<std::int64_t> seen_by_reader;
  std::int64_t first = 0;
  fixture.run_as_one_group({
      [&](Transaction&) { first = fixture.insert(group_lead("Nyx", "One")); },
      [&](Transaction&) {
        // A reader sees what is committed: not the group's first lead, whose change is still the group's.
        seen_by_reader = fixture.search_committed("nyx");
      },
  });
  CHECK(seen_by_reader.empty());
  CHECK(fixture.search_committed("nyx") == std::vector<std::int64_t>{first});
}
