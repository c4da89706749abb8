#include "db/lead_queries.hpp"

#include "db/lead_block_pages.hpp"
#include "db/lead_filter_sql.hpp"
#include "db/lead_sorted_pages.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

using Key = model::LeadSort::Key;

bool sorts_by_text(const model::LeadSort& sort) { return sort.key == Key::kName || sort.key == Key::kCompany; }

// How many leads a search selects, counted up to `cap` + 1.
std::int64_t count_matches(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                           std::int64_t cap) {
  const char* from = filter_uses_search_index(f) ? kLeadsFromSearch : kLeadsFrom;
  Prepared count(db, std::string("SELECT count(*) FROM (SELECT 1") + from + lead_where_clause(f) + " LIMIT ?)");
  const int next = bind_lead_filter(count, organization_id, f);
  count.bind(next, cap + 1);
  count.executeStep();
  return count.getColumn(0).getInt64();
}

// A search counts its matches up to the cap, then sorts them for the page.
model::LeadPage search_page(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                            const model::LeadSort& sort, std::int64_t offset, int limit) {
  const bool indexed = filter_uses_search_index(f);
  const char* from = indexed ? kLeadsFromSearch : kLeadsFrom;
  model::LeadPage page;
  if (sorts_by_text(sort) && count_matches(db, organization_id, f, kSortableLeads) > kSortableLeads) {
    page.too_many_to_sort = true;
    return page;
  }
  page.total = count_matches(db, organization_id, f, kSearchCountCap);
  if (page.total > kSearchCountCap) {
    page.total = kSearchCountCap;
    page.total_capped = true;
  }
  if (offset >= page.total) return page;

  // Newest first follows the index's own order (its rowids are the leads' ids).
  std::string order = lead_order_terms(sort);
  if (indexed && sort.key == Key::kCreated) order = sort.descending ? "s.rowid DESC" : "s.rowid ASC";
  Prepared s(db, std::string("SELECT ") + kLeadColumns + from + lead_where_clause(f) + " ORDER BY " + order +
                     " LIMIT ? OFFSET ?");
  int i = bind_lead_filter(s, organization_id, f);
  s.bind(i++, limit);
  s.bind(i++, offset);
  page.leads = read_leads(s);
  return page;
}

}  // namespace

model::LeadPage list_leads(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                           const model::LeadSort& sort, const std::vector<std::string>& statuses, std::int64_t offset,
                           int limit) {
  const OneSnapshot snapshot(db);
  if (filter_is_search(f)) return search_page(db, organization_id, f, sort, offset, limit);
  switch (sort.key) {
    case Key::kCreated:
      return page_by_blocks(db, organization_id, f, sort.descending, offset, limit);
    case Key::kStatus:
      return page_by_status(db, organization_id, f, sort.descending, statuses, offset, limit);
    case Key::kUpdated:
      return page_by_update_time(db, organization_id, f, sort.descending, offset, limit);
    case Key::kName:
    case Key::kCompany:
      break;
  }
  return page_by_sorting(db, organization_id, f, sort, kSortableLeads, offset, limit);
}

std::vector<model::Lead> leads_before(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                                     std::int64_t before_id, int limit) {
  const bool fts = filter_uses_search_index(f);
  Prepared s(db, std::string("SELECT ") + kLeadColumns + (fts ? kLeadsFromSearch : kLeadsFrom) + lead_where_clause(f) +
                     (fts ? " AND s.rowid < ? ORDER BY s.rowid DESC" : " AND l.id < ? ORDER BY l.id DESC") +
                     " LIMIT ?");
  int i = bind_lead_filter(s, organization_id, f);
  s.bind(i++, before_id > 0 ? before_id : INT64_MAX);
  s.bind(i++, limit);
  return read_leads(s);
}

std::int64_t count_leads_below(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                               std::int64_t below_id) {
  const bool fts = filter_uses_search_index(f);
  Prepared s(db, std::string("SELECT count(*)") + (fts ? kLeadsFromSearch : kLeadsFrom) + lead_where_clause(f) +
                     (fts ? " AND s.rowid < ?" : " AND l.id < ?"));
  const int i = bind_lead_filter(s, organization_id, f);
  s.bind(i, below_id);
  s.executeStep();
  return s.getColumn(0).getInt64();
}

std::int64_t newest_lead_id(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, "SELECT coalesce(max(id), 0) FROM leads WHERE organization_id = ?");
  s.bind(1, organization_id);
  s.executeStep();
  return s.getColumn(0).getInt64();
}

std::map<std::string, std::int64_t> lead_status_counts(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, "SELECT status, count FROM lead_counts WHERE organization_id = ?");
  s.bind(1, organization_id);
  std::map<std::string, std::int64_t> counts;
  while (s.executeStep()) counts[s.getColumn(0).getString()] = s.getColumn(1).getInt64();
  return counts;
}

}  // namespace dialer::db
