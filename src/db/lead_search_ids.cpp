#include "db/lead_search_ids.hpp"

#include <string>

#include "db/group_search_index.hpp"
#include "db/lead_filter_sql.hpp"
#include "db/prepared.hpp"
#include "db/search_rowids.hpp"

namespace dialer::db {

std::vector<std::int64_t> search_match_ids(SQLite::Database& db, std::int64_t organization_id,
                                           const model::LeadFilter& f, bool newest_first, std::int64_t offset,
                                           std::int64_t limit) {
  std::vector<std::int64_t> ids;
  if (search_index_is_exact(f) && !f.status && !f.list_id) {
    // The index alone answers: no lead is read.
    Prepared s(db, std::string("SELECT s.rowid FROM lead_search s WHERE s.rowid BETWEEN ? AND ? AND lead_search "
                               "MATCH ? ORDER BY s.rowid") +
                       (newest_first ? " ASC" : " DESC") + " LIMIT ? OFFSET ?");
    GroupSearchIndex::apply_before_search();
    s.bind(1, first_search_rowid(organization_id));
    s.bind(2, last_search_rowid(organization_id));
    s.bind(3, search_index_query(f));
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
