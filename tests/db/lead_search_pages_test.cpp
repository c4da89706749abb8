// Search pages newest and oldest first (db/lead_queries.hpp, search_page_ids): the search index holds each
// organization's leads as one range, newest first (db/search_rowids.hpp), and answers a term as a phrase of its
// trigrams on its own. Every page and total is checked against the leads themselves, matched here by hand.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "db/database.hpp"
#include "db/lead_counters.hpp"
#include "db/lead_filter_sql.hpp"
#include "db/lead_queries.hpp"
#include "db/lead_store.hpp"
#include "domain/leads.hpp"
#include "support/keyed_database.hpp"
#include "support/temp_dir.hpp"

namespace {

using dialer::model::LeadFields;

std::string lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::tolower(c); });
  return text;
}

struct Written {
  std::int64_t id;
  std::int64_t organization_id;
  LeadFields fields;
};

// The leads a search should find, newest first, matched field by field (ASCII only).
std::vector<std::int64_t> expected(const std::vector<Written>& leads, std::int64_t organization_id,
                                   const dialer::model::LeadFilter& filter) {
  std::vector<std::int64_t> ids;
  const std::string term = lower(filter.text);
  for (const auto& lead : leads) {
    if (lead.organization_id != organization_id) continue;
    const auto& f = lead.fields;
    bool found = false;
    for (const auto* field : {&f.name, &f.first_name, &f.last_name, &f.email, &f.company}) {
      found = found || lower(*field).find(term) != std::string::npos;
    }
    found = found || (!filter.digits.empty() && f.phone_key.find(filter.digits) != std::string::npos);
    if (found && filter.status && f.status != *filter.status) found = false;
    if (found) ids.push_back(lead.id);
  }
  std::sort(ids.begin(), ids.end(), std::greater<>());
  return ids;
}

class SearchFixture {
 public:
  SearchFixture() : db_(dir_.file("search.db")) {
    org_a_ = organization("Alpha Co");
    org_b_ = organization("Beta Co");
  }

  std::int64_t org_a() const { return org_a_; }
  std::int64_t org_b() const { return org_b_; }
  const std::vector<Written>& leads() const { return leads_; }

  void add(std::int64_t organization_id, LeadFields fields) {
    db_.write([&](SQLite::Database&) {
      dialer::db::LeadCounters counters;
      dialer::db::SearchIndexWrites search;
      dialer::db::LeadWriter writer(db_.writer_statements(), counters, search, db_.lead_keys());
      const auto id = writer.insert(organization_id, fields, "2026-11-27T00:00:00.000Z");
      counters.apply(db_.writer_statements());
      search.apply(db_.writer_statements());
      leads_.push_back({id, organization_id, fields});
    });
  }

  // Changes a lead the server's way (its old text leaves the index, the new one enters).
  void rename(std::size_t index, const std::string& name) {
    auto& lead = leads_[index];
    db_.write([&](SQLite::Database& c) {
      dialer::db::LeadCounters counters;
      dialer::db::SearchIndexWrites search;
      dialer::db::LeadWriter writer(db_.writer_statements(), counters, search, db_.lead_keys());
      auto fields = lead.fields;
      fields.name = name;
      writer.update(*dialer::db::find_lead(c, lead.organization_id, lead.id), fields, "2026-11-27T00:00:01.000Z");
      counters.apply(db_.writer_statements());
      search.apply(db_.writer_statements());
      lead.fields = fields;
    });
  }

  void remove(std::size_t index) {
    const auto lead = leads_[index];
    db_.write([&](SQLite::Database& c) {
      dialer::db::LeadCounters counters;
      dialer::db::SearchIndexWrites search;
      dialer::db::LeadWriter writer(db_.writer_statements(), counters, search, db_.lead_keys());
      writer.remove(*dialer::db::find_lead(c, lead.organization_id, lead.id));
      counters.apply(db_.writer_statements());
      search.apply(db_.writer_statements());
    });
    leads_.erase(leads_.begin() + static_cast<std::ptrdiff_t>(index));
  }

  dialer::db::SearchIdPage page(std::int64_t organization_id, const dialer::model::LeadFilter& filter,
                                bool newest_first, std::int64_t offset, int limit) {
    return db_.read([&](SQLite::Database& c) {
      const dialer::db::OneSnapshot snapshot(c);
      return dialer::db::search_page_ids(c, organization_id, filter, newest_first, offset, limit);
    });
  }

  // The page and total every way of reading them agrees on, checked against the leads themselves.
  void check(std::int64_t organization_id, const std::string& term,
             const std::optional<std::string>& status = std::nullopt) {
    CAPTURE(term);
    const auto filter = dialer::domain::lead_filter(term, status, std::nullopt);
    const auto all = expected(leads_, organization_id, filter);
    const auto total = std::min<std::int64_t>(static_cast<std::int64_t>(all.size()), dialer::db::kSearchCountCap);
    const bool capped = static_cast<std::int64_t>(all.size()) > dialer::db::kSearchCountCap;
    for (const std::int64_t offset : {std::int64_t{0}, std::int64_t{7}, total - 3, std::int64_t{990}, total}) {
      if (offset < 0) continue;
      CAPTURE(offset);
      const auto newest = page(organization_id, filter, true, offset, 10);
      const auto oldest = page(organization_id, filter, false, offset, 10);
      CHECK(newest.total == total);
      CHECK(newest.capped == capped);
      CHECK(oldest.total == total);
      std::vector<std::int64_t> want_newest, want_oldest;
      // A page that starts before the cap takes its whole `limit`, past the cap too.
      const auto end = offset < total ? std::min<std::int64_t>(offset + 10, static_cast<std::int64_t>(all.size())) : 0;
      for (std::int64_t i = offset; i < end; ++i) {
        want_newest.push_back(all[static_cast<std::size_t>(i)]);
        // Oldest first counts from the oldest match of all, even when the total stops at the cap.
        want_oldest.push_back(all[all.size() - 1 - static_cast<std::size_t>(i)]);
      }
      CHECK(newest.ids == want_newest);
      CHECK(oldest.ids == want_oldest);
    }
    // The rows of a page, through the reading the other sorts share.
    const auto rows = db_.read(
        [&](SQLite::Database& c) { return dialer::db::list_leads(c, organization_id, filter, {}, {}, 0, 20); });
    std::vector<std::int64_t> row_ids;
    for (const auto& lead : rows.leads) row_ids.push_back(lead.id);
    CHECK(row_ids == std::vector<std::int64_t>(all.begin(), all.begin() + std::min<std::ptrdiff_t>(20, total)));
    CHECK(rows.total == total);
    CHECK(rows.total_capped == capped);
  }

 private:
  std::int64_t organization(const std::string& name) {
    return db_.write([&](SQLite::Database& c) {
      SQLite::Statement s(c, "INSERT INTO organizations (name, created_at) VALUES (?, '')");
      s.bind(1, name);
      s.exec();
      return c.getLastInsertRowid();
    });
  }

  test::TempDir dir_;
  test::KeyedDatabase db_;
  std::int64_t org_a_ = 0;
  std::int64_t org_b_ = 0;
  std::vector<Written> leads_;
};

LeadFields lead(const std::string& first, const std::string& last, const std::string& company,
                const std::string& phone_key, const std::string& status = "new") {
  LeadFields f;
  f.first_name = first;
  f.last_name = last;
  f.name = first + " " + last;
  f.email = f.email_key = lower(first) + "." + lower(last) + "@mail.test";
  f.company = company;
  f.phone = f.phone_key = phone_key;
  f.status = status;
  return f;
}

}  // namespace

TEST_CASE("a term of three characters or more is answered by the index alone, unless it holds a line break") {
  using dialer::domain::lead_filter;
  CHECK(dialer::db::search_index_is_exact(lead_filter("smi", std::nullopt, std::nullopt)));
  CHECK(dialer::db::search_index_is_exact(lead_filter("Öz!", std::nullopt, std::nullopt)));
  CHECK(dialer::db::search_index_is_exact(lead_filter("201", std::nullopt, std::nullopt)));  // digits in phones too
  CHECK(dialer::db::search_index_is_exact(lead_filter("smit", std::nullopt, std::nullopt)));
  CHECK(dialer::db::search_index_is_exact(lead_filter("(201) 5", std::nullopt, std::nullopt)));
  CHECK(dialer::db::search_index_is_exact(lead_filter("smi", std::string("new"), std::nullopt)));
  CHECK_FALSE(dialer::db::search_index_is_exact(lead_filter("sm", std::nullopt, std::nullopt)));
  CHECK_FALSE(dialer::db::search_index_is_exact(lead_filter("a\nb", std::nullopt, std::nullopt)));
}

TEST_CASE("search pages newest and oldest first match the leads, each organization its own, past the cap too") {
  SearchFixture fixture;
  const auto a = fixture.org_a();
  const auto b = fixture.org_b();
  // Two organizations' leads interleaved; "Theo Mitsmith" holds every trigram of "mithe" but not the term, and the
  // phone digits 2015 also sit in companies.
  const char* firsts[] = {"Ann", "Bob", "Cleo", "Dan", "Eve", "Theo"};
  const char* lasts[] = {"Smith", "Smithers", "Mitsmith", "Jones", "Ismi", "Tsmi"};
  for (int i = 0; i < 240; ++i) {
    const std::string digits = std::to_string(2010 + i % 9);
    fixture.add(i % 3 == 0 ? b : a,
                lead(firsts[i % 6], lasts[(i / 6) % 6], (i % 5 == 0 ? "Co " + digits : "Works " + std::to_string(i)),
                     "+1" + digits + std::to_string(100000 + i), i % 4 == 0 ? "contacted" : "new"));
  }
  for (const auto* term : {"smi", "SMIT", "mits", "ith", "ithe", "jon", "2015", "201", "(201) 5", "20151", "0100",
                           "101000", "1 (201) 01", "eve", "zzz", "sm", "mithe", "ann.s", "works 1"}) {
    fixture.check(a, term);
    fixture.check(b, term);
  }
  fixture.check(a, "smi", std::string("contacted"));
  fixture.check(a, "mithe", std::string("contacted"));
  fixture.check(a, "2015", std::string("new"));
  // A term spanning two fields is no match, with or without the line break the index holds between them.
  fixture.check(a, "smithann");
  fixture.check(a, "smith\nann");
  fixture.check(b, "h\nann.");
  // Characters the index uses for a phone's digit pairs ("2015" there) match only where they were typed.
  fixture.add(a, lead("Wei", "Chen", "\u4e14\u4e01\u4e0f Trading", "+861012345678"));
  fixture.check(a, "\u4e14\u4e01\u4e0f");
  fixture.check(b, "\u4e14\u4e01\u4e0f");
  fixture.check(a, "\u4e01\u4e0f t");

  // Changed and removed leads leave the index with their organization.
  fixture.rename(3, "Zed Smithy");
  fixture.remove(10);
  fixture.remove(0);
  for (const auto* term : {"smi", "smit", "zed", "ith"}) {
    fixture.check(a, term);
    fixture.check(b, term);
  }

  // More matches than the cap: the total stops at it; oldest first still starts at the oldest match.
  for (int i = 0; i < 1030; ++i)
    fixture.add(i % 10 == 0 ? b : a, lead("Max", "Quill", "Cap Co", "+1999555" + std::to_string(1000 + i)));
  fixture.check(a, "qui");
  fixture.check(a, "quil");
  fixture.check(b, "qui");
  fixture.check(a, "cap co");
}
