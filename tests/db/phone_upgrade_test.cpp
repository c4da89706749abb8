// The upgrade that reads every stored lead phone as E.164 (src/migrations/0018_phone_e164.sql): a database
// written before it keeps every lead, gains the dialable form, and its search index follows the keys it changed.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "db/migrations.hpp"
#include "db/search_match.hpp"
#include "db/search_rowids.hpp"
#include "support/temp_dir.hpp"

namespace {

struct OldLead {
  const char* phone;
  const char* key;  // what the server before the upgrade stored
};

// A database at schema 17 with leads and their search entries written as that server wrote them.
void write_old_database(const std::string& path, const std::vector<OldLead>& leads) {
  std::vector<dialer::db::Migration> before;
  for (const auto& m : dialer::db::embedded_migrations()) {
    if (m.version <= 17) before.push_back(m);
  }
  SQLite::Database db(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
  dialer::db::apply_migrations(db, before, path);
  db.exec("INSERT INTO organizations (id, name, created_at) VALUES (1, 'Old Co', '2026-01-01T00:00:00Z')");
  SQLite::Statement lead(db, "INSERT INTO leads (organization_id, name, phone, phone_key, created_at, updated_at) "
                             "VALUES (1, ?, ?, ?, '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z')");
  SQLite::Statement index(db, "INSERT INTO lead_search (rowid, text, phone) VALUES (?, ?, ?)");
  int n = 0;
  for (const auto& l : leads) {
    const std::string name = "Lead " + std::to_string(++n);
    lead.bind(1, name);
    lead.bind(2, l.phone);
    lead.bind(3, l.key);
    lead.exec();
    lead.reset();
    const std::string key = l.key;
    index.bind(1, db.getLastInsertRowid());
    index.bind(2, name + "\n\n");  // name, then the empty e-mail and company
    index.bind(3, key.starts_with('+') ? key.substr(1) : key);
    index.exec();
    index.reset();
  }
}

std::vector<std::int64_t> phone_matches(SQLite::Database& db, const std::string& digits) {
  SQLite::Statement s(db, "SELECT rowid FROM lead_search WHERE lead_search MATCH ? ORDER BY rowid");
  // As the server's own search asks for seven digits: in the phone's digit pairs.
  s.bind(1, "pairs : " + dialer::db::trigram_phrase(dialer::db::phone_digit_pairs(digits)));
  std::vector<std::int64_t> ids;
  while (s.executeStep()) ids.push_back(dialer::db::lead_id_of_search_rowid(s.getColumn(0).getInt64()));
  std::sort(ids.begin(), ids.end());
  return ids;
}

}  // namespace

TEST_CASE("phone upgrade: every lead kept, valid numbers gain E.164, changed keys re-indexed, others untouched") {
  test::TempDir dir;
  const auto path = dir.file("old.db");
  write_old_database(path, {
                               {"+1 (202) 555-0147", "+12025550147"},
                               {"+44 (0)20 7946 0958", "+4402079460958"},  // the old reading kept the 0
                               {"n/a", ""},
                               {"+1 (555) 123-4567", "+15551234567"},  // 555 is no area code: not dialable
                               {"613 555 0100", "+16135550100"},
                           });
  dialer::db::Database upgraded(path, {.readers = 1, .before_upgrade = {}});
  upgraded.read([&](SQLite::Database& db) {
    CHECK(db.execAndGet("SELECT count(*) FROM leads").getInt() == 5);
    CHECK(db.execAndGet("SELECT phone_region FROM organizations WHERE id = 1").getString() == "US");
    SQLite::Statement s(db, "SELECT phone, phone_e164, phone_key FROM leads ORDER BY id");
    std::vector<std::vector<std::string>> rows;
    while (s.executeStep()) {
      rows.push_back({s.getColumn(0).getString(), s.getColumn(1).getString(), s.getColumn(2).getString()});
    }
    CHECK(rows == std::vector<std::vector<std::string>>{
                      {"+1 (202) 555-0147", "+12025550147", "+12025550147"},
                      {"+44 (0)20 7946 0958", "+442079460958", "+442079460958"},
                      {"n/a", "", ""},
                      {"+1 (555) 123-4567", "", "+15551234567"},
                      {"613 555 0100", "+16135550100", "+16135550100"},
                  });
    // The London lead is found by its new digits and no longer by the old ones; the others as before.
    CHECK(phone_matches(db, "4420794") == std::vector<std::int64_t>{2});
    CHECK(phone_matches(db, "4402079").empty());
    CHECK(phone_matches(db, "2025550") == std::vector<std::int64_t>{1});
    CHECK(phone_matches(db, "5551234") == std::vector<std::int64_t>{4});
    CHECK(phone_matches(db, "6135550") == std::vector<std::int64_t>{5});
  });
}
