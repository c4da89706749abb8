#include "db/lead_filter_sql.hpp"

#include <sqlite3.h>

#include "db/group_search_index.hpp"
#include "db/lead_store.hpp"
#include "db/prepared.hpp"
#include "db/search_match.hpp"

namespace dialer::db {
namespace {

bool indexes_digits(const model::LeadFilter& f) { return filter_uses_search_index(f) && f.digits.size() >= 3; }

}  // namespace

bool filter_uses_search_index(const model::LeadFilter& f) { return trigram_searchable(f.text); }

std::string search_index_query(const model::LeadFilter& f) {
  // The term as typed is looked for in the text (and in the phone, when it is digits alone), never in the pairs
  // column — without naming columns wherever it cannot match there: a column filter makes FTS5 read every match's
  // positions, which a three-letter term alone does not need.
  const bool digits_alone = indexes_digits(f) && f.digits == f.text;
  // Digits in a phone through their pairs (four or more: the phone column's three-digit trigrams each name a few
  // per cent of all leads), three in the phone column itself.
  const bool phone_by_pairs = indexes_digits(f) && f.digits.size() >= 4;
  std::string query = trigram_phrase(f.text);
  if (digits_alone && phone_by_pairs) {
    query = "text : " + query;  // its phone through the pairs, below
  } else if (may_hold_digit_pairs(f.text)) {
    query = "{text phone} : " + query;
  }
  if (phone_by_pairs) {
    query += " OR pairs : " + trigram_phrase(phone_digit_pairs(f.digits));
  } else if (indexes_digits(f) && !digits_alone) {
    query += " OR phone : " + trigram_phrase(f.digits);
  }
  return query;
}
bool filter_is_search(const model::LeadFilter& f) { return !f.text.empty() || !f.digits.empty(); }

bool search_index_is_exact(const model::LeadFilter& f) {
  // The index holds a lead's text fields one per line: a phrase spanning two fields holds a line break, and a term
  // without one is found in one field or not at all.
  return filter_uses_search_index(f) && f.text.find('\n') == std::string::npos;
}

std::string lead_where_clause(const model::LeadFilter& f) {
  const bool indexed = filter_uses_search_index(f);
  std::string where = " WHERE l.organization_id = ?";
  if (indexed) {
    where += " AND s.rowid BETWEEN ? AND ? AND lead_search MATCH ?";
    if (!search_index_is_exact(f)) {
      // The index may name a lead whose match spans two fields: each is checked for the term itself, one field
      // at a time, most likely first, so that a match in the name reads no other field.
      where +=
          " AND (lead_text_contains(?, l.name) OR lead_text_contains(?, l.email) OR "
          "lead_text_contains(?, l.company) OR lead_text_contains(?, l.first_name) OR "
          "lead_text_contains(?, l.last_name)";
      if (indexes_digits(f)) where += " OR instr(l.phone_key, ?) > 0";
      where += ")";
    }
  }
  if (f.status) where += " AND l.status = ?";
  if (f.list_id) where += *f.list_id == 0 ? " AND l.list_id IS NULL" : " AND l.list_id = ?";
  if (!indexed && filter_is_search(f)) {
    // Under three characters the trigram index cannot help: scan (correct, not fast).
    where += " AND (";
    if (!f.text.empty()) {
      where += "instr(lower(l.name || char(10) || l.first_name || ' ' || l.last_name || char(10) || l.email || "
               "char(10) || l.company), lower(?)) > 0";
    }
    if (!f.text.empty() && !f.digits.empty()) where += " OR ";
    if (!f.digits.empty()) where += "instr(l.phone_key, ?) > 0";
    where += ")";
  }
  return where;
}

int bind_lead_filter(SQLite::Statement& s, std::int64_t organization_id, const model::LeadFilter& f) {
  const bool indexed = filter_uses_search_index(f);
  int i = 1;
  s.bind(i++, organization_id);
  if (indexed) {
    GroupSearchIndex::apply_before_search();
    s.bind(i++, first_search_rowid(organization_id));
    s.bind(i++, last_search_rowid(organization_id));
    s.bind(i++, search_index_query(f));
    if (!search_index_is_exact(f)) {
      for (int field = 0; field < 5; ++field) s.bind(i++, f.text);
      if (indexes_digits(f)) s.bind(i++, f.digits);
    }
  }
  if (f.status) s.bind(i++, *f.status);
  if (f.list_id && *f.list_id != 0) s.bind(i++, *f.list_id);
  if (!indexed) {
    if (!f.text.empty()) s.bind(i++, f.text);
    if (!f.digits.empty()) s.bind(i++, f.digits);
  }
  return i;
}

std::vector<model::Lead> read_leads(SQLite::Statement& s) {
  std::vector<model::Lead> leads;
  while (s.executeStep()) leads.push_back(read_lead(s));
  return leads;
}

OneSnapshot::OneSnapshot(SQLite::Database& db) : db_(db) { Prepared(db_, "SAVEPOINT lead_page").exec(); }

OneSnapshot::~OneSnapshot() {
  try {
    Prepared(db_, "RELEASE lead_page").exec();
  } catch (...) {
    // Only reads happened, so nothing is lost; but a pooled reader must not keep its snapshot open.
    if (sqlite3_get_autocommit(db_.getHandle()) == 0) sqlite3_exec(db_.getHandle(), "ROLLBACK", nullptr, nullptr, nullptr);
  }
}

}  // namespace dialer::db
