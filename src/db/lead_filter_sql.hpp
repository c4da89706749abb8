#pragma once
// The SQL a leads filter makes (status, list, search) and what the paged reads share: the FROM clauses,
// the WHERE clause with its bindings, one read snapshot per page.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <string>
#include <vector>

#include "db/lead_store.hpp"
#include "db/search_rowids.hpp"
#include "model/lead.hpp"

namespace dialer::db {

inline const std::string kLeadsFrom = std::string(" FROM leads l") + kLeadListJoin;
// CROSS JOIN fixes the order: the index finds the matches and each is then looked up by id. Left to
// itself the planner walks the organization's leads and probes the index once per lead.
inline const std::string kLeadsFromSearch =
    std::string(" FROM lead_search s CROSS JOIN leads l ON l.id = ") + kLeadIdOfSearchRowid + kLeadListJoin;

// The trigram index serves terms of three characters or more.
bool filter_uses_search_index(const model::LeadFilter& f);
bool filter_is_search(const model::LeadFilter& f);
// What the index is asked for a filter it serves: the term as a phrase (and its digits in the phone column).
std::string search_index_query(const model::LeadFilter& f);
// Whether the index alone answers the term (migration 0048 keeps positions: a phrase is found where it is, within
// one field), so that the leads need not be read to be counted. The status and list filters still read them.
bool search_index_is_exact(const model::LeadFilter& f);

// The WHERE clause of a filter over `leads l` (and `lead_search s` when the index serves it), with its
// parameters bound by bind_lead_filter in the same order; returns the next free parameter index.
std::string lead_where_clause(const model::LeadFilter& f);
int bind_lead_filter(SQLite::Statement& s, std::int64_t organization_id, const model::LeadFilter& f);

std::vector<model::Lead> read_leads(SQLite::Statement& s);

// Holds one read snapshot across a page's statements (the counts, then the rows): a lead deleted or moved
// between them would otherwise leave the page short or its total off.
class OneSnapshot {
 public:
  explicit OneSnapshot(SQLite::Database& db);
  ~OneSnapshot();
  OneSnapshot(const OneSnapshot&) = delete;
  OneSnapshot& operator=(const OneSnapshot&) = delete;

 private:
  SQLite::Database& db_;
};

}  // namespace dialer::db
