#include "db/lead_search_ids.hpp"

#include <optional>
#include <string>

#include "db/lead_filter_sql.hpp"
#include "db/prepared.hpp"
#include "db/search_match.hpp"
#include "db/search_rowids.hpp"

namespace dialer::db {
namespace {

// Four digits or more are looked for in the phone index (migration 0047), where four in a row are one trigram.
bool phone_index_serves(const model::LeadFilter& f) {
  return filter_uses_search_index(f) && f.digits.size() >= 4 && !f.status && !f.list_id;
}

// The rowids an index (lead_search or lead_phone_search, as `s`) names for a query within one organization's range,
// in the page's order; `join` may join the leads for a `check` of each candidate. Parameters: the range's first and
// last rowid and the query (bind_range_and_query), then the check's.
std::string index_rowids_sql(const std::string& index, bool newest_first, const std::string& join = "",
                             const std::string& check = "") {
  return "SELECT s.rowid FROM " + index + " s" + join + " WHERE s.rowid BETWEEN ? AND ? AND " + index + " MATCH ?" +
         (check.empty() ? "" : " AND " + check) + " ORDER BY s.rowid" + (newest_first ? " ASC" : " DESC");
}

void bind_range_and_query(SQLite::Statement& s, std::int64_t organization_id, const std::string& query) {
  s.bind(1, first_search_rowid(organization_id));
  s.bind(2, last_search_rowid(organization_id));
  s.bind(3, query);
}

// One index's rowids, in the page's order.
class RowidStream {
 public:
  RowidStream(SQLite::Database& db, const std::string& sql) : statement_(db, sql) {}
  SQLite::Statement& statement() { return statement_; }
  // The next rowid, or none once the stream has ended.
  std::optional<std::int64_t> next() {
    if (!statement_.executeStep()) return std::nullopt;
    return statement_.getColumn(0).getInt64();
  }

 private:
  Prepared statement_;
};

// Ids matched by the term as text (the text index's text column) or by its digits in a phone (the phone index:
// exact for four digits, checked against the lead's phone for more), merged in rowid order. A candidate of the text
// index is checked against its lead only when the index cannot answer the term alone (a line break in it), and not
// when the phone index already matched it.
std::vector<std::int64_t> phone_search_ids(SQLite::Database& db, std::int64_t organization_id,
                                           const model::LeadFilter& f, bool newest_first, std::int64_t offset,
                                           std::int64_t limit) {
  const bool phones_exact = f.digits.size() == 4;
  RowidStream phones(db, phones_exact
                             ? index_rowids_sql("lead_phone_search", newest_first)
                             : index_rowids_sql("lead_phone_search", newest_first,
                                                std::string(" CROSS JOIN leads l ON l.id = ") + kLeadIdOfSearchRowid,
                                                "instr(l.phone_key, ?) > 0"));
  bind_range_and_query(phones.statement(), organization_id, trigram_query(phone_digit_pairs(f.digits)));
  if (!phones_exact) phones.statement().bind(4, f.digits);
  RowidStream texts(db, index_rowids_sql("lead_search", newest_first));
  bind_range_and_query(texts.statement(), organization_id, "text : " + trigram_phrase(f.text));
  const bool texts_exact = search_index_is_exact(f);
  Prepared check(db,
                 "SELECT lead_text_contains(?, l.name, l.first_name, l.last_name, l.email, l.company) FROM leads l "
                 "WHERE l.id = ?");
  check.bind(1, f.text);
  const auto holds_text = [&](std::int64_t rowid) {
    check.bind(2, lead_id_of_search_rowid(rowid));
    const bool holds = check.executeStep() && check.getColumn(0).getInt() == 1;
    check.reset();
    return holds;
  };

  const auto before = [&](std::int64_t a, std::int64_t b) { return newest_first ? a < b : a > b; };
  std::vector<std::int64_t> ids;
  std::int64_t skipped = 0;
  auto phone = phones.next();
  auto text = texts.next();
  while ((phone || text) && static_cast<std::int64_t>(ids.size()) < limit) {
    std::int64_t rowid = 0;
    if (phone && (!text || !before(*text, *phone))) {
      rowid = *phone;
      if (text && *text == *phone) text = texts.next();
      phone = phones.next();
    } else {
      rowid = *text;
      text = texts.next();
      if (!texts_exact && !holds_text(rowid)) continue;
    }
    if (skipped < offset) {
      ++skipped;
      continue;
    }
    ids.push_back(lead_id_of_search_rowid(rowid));
  }
  return ids;
}

}  // namespace

std::vector<std::int64_t> search_match_ids(SQLite::Database& db, std::int64_t organization_id,
                                           const model::LeadFilter& f, bool newest_first, std::int64_t offset,
                                           std::int64_t limit) {
  // Digits go to the phone index first: the text index answers them exactly too, but slowly.
  if (phone_index_serves(f)) return phone_search_ids(db, organization_id, f, newest_first, offset, limit);
  std::vector<std::int64_t> ids;
  if (search_index_is_exact(f) && !f.status && !f.list_id) {
    // The index alone answers: no lead is read.
    Prepared s(db, index_rowids_sql("lead_search", newest_first) + " LIMIT ? OFFSET ?");
    bind_range_and_query(s, organization_id, search_index_query(f));
    s.bind(4, limit);
    s.bind(5, offset);
    while (s.executeStep()) ids.push_back(lead_id_of_search_rowid(s.getColumn(0).getInt64()));
    return ids;
  }
  const bool indexed = filter_uses_search_index(f);
  // The index's rowids run newest first; the table's ids oldest first.
  const char* order = indexed == newest_first ? " ASC" : " DESC";
  Prepared s(db, std::string("SELECT l.id") + (indexed ? kLeadsFromSearch : std::string(kLeadsFrom)) +
                     lead_where_clause(f) + " ORDER BY " + (indexed ? "s.rowid" : "l.id") + order +
                     " LIMIT ? OFFSET ?");
  int i = bind_lead_filter(s, organization_id, f);
  s.bind(i++, limit);
  s.bind(i, offset);
  while (s.executeStep()) ids.push_back(s.getColumn(0).getInt64());
  return ids;
}

}  // namespace dialer::db
