// The duplicate check finds the oldest lead with the same phone, else e-mail, through the in-memory key
// directory: after a restart, after edits and deletions, never across organizations, never a rolled-back lead.
#include <doctest/doctest.h>

#include <optional>
#include <string>

#include "db/database.hpp"
#include "db/lead_counters.hpp"
#include "db/lead_keys.hpp"
#include "db/lead_store.hpp"
#include "support/keyed_database.hpp"
#include "support/temp_dir.hpp"

namespace {

using test::KeyedDatabase;
using dialer::model::LeadFields;
using dialer::model::Lead;

constexpr const char* kWrittenAt = "2026-11-21T00:00:00.000Z";

std::int64_t new_organization(KeyedDatabase& db, const std::string& name) {
  return db.write([&](SQLite::Database& c) {
    SQLite::Statement s(c, "INSERT INTO organizations (name, created_at) VALUES (?, '')");
    s.bind(1, name);
    s.exec();
    return c.getLastInsertRowid();
  });
}

dialer::model::LeadFields contact(const std::string& email, const std::string& phone) {
  dialer::model::LeadFields fields;
  fields.name = "Key Lead";
  fields.email = fields.email_key = email;
  fields.phone = fields.phone_key = phone;
  return fields;
}

std::int64_t create(KeyedDatabase& db, std::int64_t org, const dialer::model::LeadFields& fields) {
  return db.write([&](SQLite::Database&) {
    dialer::db::LeadCounters counters;
    dialer::db::SearchIndexWrites search;
    dialer::db::LeadWriter writer(db.writer_statements(), counters, search, db.lead_keys());
    const auto id = writer.insert(org, fields, kWrittenAt);
    counters.apply(db.writer_statements());
    search.apply(db.writer_statements());
    return id;
  });
}

std::optional<std::int64_t> match(KeyedDatabase& db, std::int64_t org, const std::string& phone_key,
                                  const std::string& email_key) {
  return db.write([&](SQLite::Database& c) -> std::optional<std::int64_t> {
    dialer::db::LeadMatcher matcher(c, db.lead_keys());
    const auto found = matcher.by_contact(org, phone_key, email_key);
    if (!found) return std::nullopt;
    return found->id;
  });
}

dialer::model::Lead stored_in(SQLite::Database& c, std::int64_t org, std::int64_t id) {
  return *dialer::db::find_lead(c, org, id);
}

}  // namespace

TEST_CASE("a lead is found by phone or e-mail, the oldest of several, and again after a restart") {
  test::TempDir dir;
  const auto path = dir.file("keys.db");
  std::int64_t org = 0;
  std::int64_t first = 0;
  {
    KeyedDatabase db(path);
    org = new_organization(db, "Keys Co");
    // Looked up before any lead exists, so the directory is read (empty) and then kept up to date.
    CHECK_FALSE(match(db, org, "+15550001111", "ann@example.test"));
    first = create(db, org, contact("ann@example.test", "+15550001111"));
    create(db, org, contact("ann@example.test", "+15550001111"));
    CHECK(match(db, org, "+15550001111", "") == first);
    CHECK(match(db, org, "", "ann@example.test") == first);
    CHECK(match(db, org, "+15550009999", "ann@example.test") == first);
    CHECK_FALSE(match(db, org, "+15550009999", "nobody@example.test"));
  }
  KeyedDatabase reopened(path);
  CHECK(match(reopened, org, "+15550001111", "") == first);
  CHECK(match(reopened, org, "", "ann@example.test") == first);
}

TEST_CASE("an edited lead is found by its new keys only, a deleted one not at all") {
  test::TempDir dir;
  KeyedDatabase db(dir.file("edits.db"));
  const auto org = new_organization(db, "Edits Co");
  const auto id = create(db, org, contact("old@example.test", "+15550002222"));
  REQUIRE(match(db, org, "+15550002222", "") == id);

  db.write([&](SQLite::Database& c) {
    dialer::db::LeadCounters counters;
    dialer::db::SearchIndexWrites search;
    dialer::db::LeadWriter writer(db.writer_statements(), counters, search, db.lead_keys());
    const auto current = stored_in(c, org, id);
    writer.update(current, contact("new@example.test", "+15550003333"), kWrittenAt);
    counters.apply(db.writer_statements());
    search.apply(db.writer_statements());
  });
  CHECK_FALSE(match(db, org, "+15550002222", "old@example.test"));
  CHECK(match(db, org, "+15550003333", "") == id);
  CHECK(match(db, org, "", "new@example.test") == id);

  db.write([&](SQLite::Database& c) {
    dialer::db::LeadCounters counters;
    dialer::db::SearchIndexWrites search;
    dialer::db::LeadWriter writer(db.writer_statements(), counters, search, db.lead_keys());
    writer.remove(stored_in(c, org, id));
    counters.apply(db.writer_statements());
    search.apply(db.writer_statements());
  });
  CHECK_FALSE(match(db, org, "+15550003333", "new@example.test"));
}

TEST_CASE("a lead written by a write that failed is not a duplicate of anything") {
  test::TempDir dir;
  KeyedDatabase db(dir.file("rollback.db"));
  const auto org = new_organization(db, "Rollback Co");
  REQUIRE_FALSE(match(db, org, "+15550004444", ""));
  struct Failed {};
  CHECK_THROWS_AS(db.write([&](SQLite::Database&) {
                    dialer::db::LeadCounters counters;
                    dialer::db::SearchIndexWrites search;
                    dialer::db::LeadWriter writer(db.writer_statements(), counters, search, db.lead_keys());
                    writer.insert(org, contact("gone@example.test", "+15550004444"), kWrittenAt);
                    throw Failed{};
                  }),
                  Failed);
  CHECK_FALSE(match(db, org, "+15550004444", "gone@example.test"));
  const auto id = create(db, org, contact("gone@example.test", "+15550004444"));
  CHECK(match(db, org, "+15550004444", "") == id);
}

TEST_CASE("an organization read during a write that rolls back does not keep that write's key changes") {
  test::TempDir dir;
  const auto path = dir.file("reread.db");
  std::int64_t org = 0;
  std::int64_t id = 0;
  {
    KeyedDatabase db(path);
    org = new_organization(db, "Reread Co");
    id = create(db, org, contact("before@example.test", "+15550006666"));
  }
  // A fresh start: the organization is not read yet when the lead's keys change, and is read after.
  KeyedDatabase db(path);
  struct Failed {};
  CHECK_THROWS_AS(db.write([&](SQLite::Database& c) {
                    dialer::db::LeadCounters counters;
                    dialer::db::SearchIndexWrites search;
                    dialer::db::LeadWriter writer(db.writer_statements(), counters, search, db.lead_keys());
                    writer.update(stored_in(c, org, id), contact("after@example.test", "+15550007777"), kWrittenAt);
                    dialer::db::LeadMatcher matcher(c, db.lead_keys());
                    CHECK(matcher.by_contact(org, "+15550007777", "")->id == id);
                    throw Failed{};
                  }),
                  Failed);
  CHECK(match(db, org, "+15550006666", "") == id);
  CHECK(match(db, org, "", "before@example.test") == id);
  CHECK_FALSE(match(db, org, "+15550007777", "after@example.test"));
}

TEST_CASE("organizations never match each other's leads") {
  test::TempDir dir;
  KeyedDatabase db(dir.file("orgs.db"));
  const auto one = new_organization(db, "One");
  const auto two = new_organization(db, "Two");
  const auto id = create(db, one, contact("shared@example.test", "+15550005555"));
  CHECK(match(db, one, "+15550005555", "") == id);
  CHECK_FALSE(match(db, two, "+15550005555", "shared@example.test"));
  const auto other = create(db, two, contact("shared@example.test", "+15550005555"));
  CHECK(match(db, two, "+15550005555", "") == other);
  CHECK(match(db, one, "", "shared@example.test") == id);
}

TEST_CASE("thousands of leads in one write stay findable as the directory grows, and deleting most frees it") {
  test::TempDir dir;
  KeyedDatabase db(dir.file("many.db"));
  const auto org = new_organization(db, "Many Co");
  REQUIRE_FALSE(match(db, org, "+15550000000", ""));
  constexpr int kLeads = 20000;
  std::vector<std::int64_t> ids;
  db.write([&](SQLite::Database&) {
    dialer::db::LeadCounters counters;
    dialer::db::SearchIndexWrites search;
    dialer::db::LeadWriter writer(db.writer_statements(), counters, search, db.lead_keys());
    for (int i = 0; i < kLeads; ++i) {
      ids.push_back(writer.insert(org, contact("many" + std::to_string(i) + "@example.test",
                                               "+1555" + std::to_string(1000000 + i)), kWrittenAt));
    }
    counters.apply(db.writer_statements());
    search.apply(db.writer_statements());
  });
  int found = 0;
  db.write([&](SQLite::Database& c) {
    dialer::db::LeadMatcher matcher(c, db.lead_keys());
    for (int i = 0; i < kLeads; ++i) {
      const auto by_phone = matcher.by_contact(org, "+1555" + std::to_string(1000000 + i), "");
      const auto by_email = matcher.by_contact(org, "", "many" + std::to_string(i) + "@example.test");
      if (by_phone && by_email && by_phone->id == ids[i] && by_email->id == ids[i]) ++found;
    }
  });
  CHECK(found == kLeads);
  CHECK(db.lead_keys().organizations_loaded() == 1);
  // Two tables of 8-byte slots at most three quarters full, each under 4 slots a lead.
  CHECK(db.lead_keys().bytes() <= 2 * 4 * kLeads * sizeof(std::uint64_t));

  // Deleting most of them leaves mostly stale entries: the organization is dropped and read again.
  db.write([&](SQLite::Database& c) {
    dialer::db::LeadCounters counters;
    dialer::db::SearchIndexWrites search;
    dialer::db::LeadWriter writer(db.writer_statements(), counters, search, db.lead_keys());
    for (int i = 0; i < kLeads - 10; ++i) writer.remove(stored_in(c, org, ids[i]));
    counters.apply(db.writer_statements());
    search.apply(db.writer_statements());
  });
  CHECK(db.lead_keys().organizations_loaded() == 0);
  CHECK_FALSE(match(db, org, "+15551000001", "many1@example.test"));
  CHECK(match(db, org, "+1555" + std::to_string(1000000 + kLeads - 1), "") == ids.back());
  CHECK(db.lead_keys().organizations_loaded() == 1);
}
