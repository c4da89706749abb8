// Search through the position-free trigram index: the query names candidates by trigram, the SQL function
// checks them with the tokenizer's own case folding, and migration 0009 indexed exactly what the server
// later removes from the index.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "db/database.hpp"
#include "db/lead_counters.hpp"
#include "db/lead_store.hpp"
#include "db/migrations.hpp"
#include "db/search_match.hpp"
#include "support/keyed_database.hpp"
#include "support/temp_dir.hpp"

namespace {

using test::KeyedDatabase;

int lead_text_contains(KeyedDatabase& db, const std::string& needle, const std::string& field) {
  return db.read([&](SQLite::Database& c) {
    SQLite::Statement s(c, "SELECT lead_text_contains(?, ?, '')");
    s.bind(1, needle);
    s.bind(2, field);
    s.executeStep();
    return s.getColumn(0).getInt();
  });
}

// The terms the index holds.
int indexed_terms(SQLite::Database& c, const std::string& index) {
  c.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp." + index + "_terms USING fts5vocab(main, " + index + ", 'row')");
  return c.execAndGet("SELECT count(*) FROM temp." + index + "_terms").getInt();
}

}  // namespace

TEST_CASE("a search term becomes one phrase, its double quotes doubled") {
  CHECK(dialer::db::trigram_phrase("abc") == "\"abc\"");
  CHECK(dialer::db::trigram_phrase("Özil") == "\"Özil\"");
  CHECK(dialer::db::trigram_phrase("a\"bc") == "\"a\"\"bc\"");
  CHECK(dialer::db::trigram_phrase("x OR y") == "\"x OR y\"");
}

TEST_CASE("a phone's digits go into the index two to a character, four digits in a row one trigram") {
  using dialer::db::phone_digit_pairs;
  CHECK(phone_digit_pairs("12") == "\u4e0c");  // U+4E00 + 12
  CHECK(phone_digit_pairs("1234") == "\u4e0c\u4e17\u4e22");
  CHECK(phone_digit_pairs("12a34") == "\u4e0c \u4e22");  // anything else ends a run
  CHECK(phone_digit_pairs("1a2").empty());
  CHECK(phone_digit_pairs("00") == "\u4e00");
  CHECK(phone_digit_pairs("99") == "\u4e63");
  CHECK(dialer::db::may_hold_digit_pairs("x\u4e14y"));
  CHECK(dialer::db::may_hold_digit_pairs("\u4e63"));
  CHECK_FALSE(dialer::db::may_hold_digit_pairs("\u4e64"));  // one past the last pair
  CHECK_FALSE(dialer::db::may_hold_digit_pairs("\u4dff"));
  CHECK_FALSE(dialer::db::may_hold_digit_pairs("Smith (415) 555"));
  CHECK_FALSE(dialer::db::may_hold_digit_pairs("\u6771\u4eac"));
}

TEST_CASE("a candidate is checked ignoring case the way the index folds it, Unicode included") {
  test::TempDir dir;
  KeyedDatabase db(dir.file("fold.db"));
  CHECK(lead_text_contains(db, "ÖZI", "Mesut Özil") == 1);
  CHECK(lead_text_contains(db, "özil", "MESUT ÖZIL") == 1);
  CHECK(lead_text_contains(db, "ΣΟΦ", "σοφία") == 1);
  CHECK(lead_text_contains(db, "mes", "Mesut") == 1);
  CHECK(lead_text_contains(db, "sut özil x", "Mesut Özil") == 0);
  CHECK(lead_text_contains(db, "tuse", "Mesut") == 0);  // every trigram of it is nowhere near, and order matters
  CHECK(lead_text_contains(db, "esu", "") == 0);
}

TEST_CASE("the index migration 0048 rebuilds holds exactly what the server takes out again") {
  test::TempDir dir;
  KeyedDatabase db(dir.file("rebuild.db"));
  std::vector<dialer::model::LeadFields> leads(6);
  leads[0].name = "Ann Lee";  // first and last are part of the name
  leads[0].first_name = "Ann";
  leads[0].last_name = "Lee";
  leads[1].name = "Bob";  // the last name is not
  leads[1].first_name = "Bob";
  leads[1].last_name = "Marley-Öz";
  leads[2].company = "Only A Company";  // no name at all
  leads[3].name = "Ψ Wide \"quoted\"";
  leads[3].email = leads[3].email_key = "psi@example.test";
  leads[3].phone = "+1 (555) 010-9999";
  leads[3].phone_key = "+15550109999";
  leads[4].name = "Digits";
  leads[4].phone = leads[4].phone_key = "5550101";  // no + in front
  leads[5].name = "\xC3\xA9" "abc";  // not valid UTF-8 once cut: the first name is in the name byte for byte
  leads[5].first_name = "\xA9" "abc";
  db.write([&](SQLite::Database& c) {
    c.exec("INSERT INTO organizations (name, created_at) VALUES ('Rebuild Co', '')");
    const auto org = c.getLastInsertRowid();
    dialer::db::LeadCounters counters;
    dialer::db::SearchIndexWrites search;
    dialer::db::LeadWriter writer(db.writer_statements(), counters, search, db.lead_keys());
    for (const auto& fields : leads) writer.insert(org, fields, "2026-11-21T00:00:00.000Z");
    counters.apply(db.writer_statements());
    search.apply(db.writer_statements());
  });

  // Rebuild the index from the table as the migration does, then remove every lead the server's way.
  db.write([&](SQLite::Database& c) {
    c.exec("CREATE VIRTUAL TABLE lead_phone_search USING fts5(pairs)");  // migration 0047's, which 0048 drops
    for (const auto& migration : dialer::db::embedded_migrations()) {
      if (migration.version == 48) c.exec(std::string(migration.sql));
    }
    REQUIRE(indexed_terms(c, "lead_search") > 0);
    dialer::db::LeadCounters counters;
    dialer::db::SearchIndexWrites search;
    dialer::db::LeadWriter writer(db.writer_statements(), counters, search, db.lead_keys());
    SQLite::Statement ids(c, "SELECT id, organization_id FROM leads");
    std::vector<std::pair<std::int64_t, std::int64_t>> all;
    while (ids.executeStep()) all.emplace_back(ids.getColumn(0).getInt64(), ids.getColumn(1).getInt64());
    for (const auto& [id, org] : all) writer.remove(*dialer::db::find_lead(c, org, id));
    counters.apply(db.writer_statements());
    search.apply(db.writer_statements());
    c.exec("INSERT INTO lead_search (lead_search) VALUES ('optimize')");
    // Had the migration indexed other text, removing the server's text would have left terms behind.
    CHECK(indexed_terms(c, "lead_search") == 0);
  });
}
