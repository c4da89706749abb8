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

// One index's rowids within the organization's range, in the page's order.
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

// Ids matched by the term as text (the text index, each candidate checked against its lead) or by its digits in a
// phone (the phone index: exact for four digits, checked against the lead's phone for more), merged in rowid order.
// A candidate of the text index the phone index already matched needs no check.
std::vector<std::int64_t> phone_search_ids(SQLite::Database& db, std::int64_t organization_id,
                                           const model::LeadFilter& f, bool newest_first, std::int64_t offset,
                                           std::int64_t limit) {
  const std::string order = newest_first ? " ASC" : " DESC";
  const bool phones_exact = f.digits.size() == 4;
  RowidStream phones(db, phones_exact ? "SELECT s.rowid FROM lead_phone_search s WHERE s.rowid BETWEEN ? AND ? AND "
                                        "lead_phone_search MATCH ? ORDER BY s.rowid" +
                                            order
                                      : std::string("SELECT s.rowid FROM lead_phone_search s CROSS JOIN leads l ON "
                                                    "l.id = ") +
                                            kLeadIdOfSearchRowid +
                                            " WHERE s.rowid BETWEEN ? AND ? AND lead_phone_search MATCH ? AND "
                                            "instr(l.phone_key, ?) > 0 ORDER BY s.rowid" +
                                            order);
  phones.statement().bind(1, first_search_rowid(organization_id));
  phones.statement().bind(2, last_search_rowid(organization_id));
  phones.statement().bind(3, trigram_query(phone_digit_pairs(f.digits)));
  if (!phones_exact) phones.statement().bind(4, f.digits);
  RowidStream texts(db,
                    "SELECT s.rowid FROM lead_search s WHERE s.rowid BETWEEN ? AND ? AND lead_search MATCH ? "
                    "ORDER BY s.rowid" +
                        order);
  texts.statement().bind(1, first_search_rowid(organization_id));
  texts.statement().bind(2, last_search_rowid(organization_id));
  texts.statement().bind(3, trigram_query(f.text));
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
      if (!holds_text(rowid)) continue;
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
  std::vector<std::int64_t> ids;
  if (search_index_is_exact(f)) {
    // The index alone answers: no lead is read.
    Prepared s(db, std::string("SELECT s.rowid FROM lead_search s WHERE s.rowid BETWEEN ? AND ? AND lead_search "
                               "MATCH ? ORDER BY s.rowid ") +
                       (newest_first ? "ASC" : "DESC") + " LIMIT ? OFFSET ?");
    s.bind(1, first_search_rowid(organization_id));
    s.bind(2, last_search_rowid(organization_id));
    s.bind(3, search_index_query(f));
    s.bind(4, limit);
    s.bind(5, offset);
    while (s.executeStep()) ids.push_back(lead_id_of_search_rowid(s.getColumn(0).getInt64()));
    return ids;
  }
  if (phone_index_serves(f)) return phone_search_ids(db, organization_id, f, newest_first, offset, limit);
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
