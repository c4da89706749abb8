#include "db/lead_queries.hpp"

#include <algorithm>
#include <stdexcept>

#include "db/lead_block_pages.hpp"
#include "db/lead_filter_sql.hpp"
#include "db/lead_search_ids.hpp"
#include "db/lead_sorted_pages.hpp"
#include "db/prepared.hpp"
#include "db/search_rowids.hpp"

namespace dialer::db {
namespace {

using Key = model::LeadSort::Key;

bool sorts_by_text(const model::LeadSort& sort) { return sort.key == Key::kName || sort.key == Key::kCompany; }

// The rowid of the search index past which the leads below `below_id` lie (newest first: after it).
std::int64_t search_rowid_below(std::int64_t organization_id, std::int64_t below_id) {
  if (below_id <= 0) return last_search_rowid(organization_id);
  if (below_id > kSearchIdMask) return first_search_rowid(organization_id) - 1;
  return search_rowid(organization_id, below_id);
}

// How many leads a search selects, counted up to `cap` + 1.
std::int64_t count_matches(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                           std::int64_t cap) {
  return static_cast<std::int64_t>(search_match_ids(db, organization_id, f, true, 0, cap + 1).size());
}

// A search in another order than by creation counts its matches up to the cap, then sorts them for the page.
model::LeadPage sorted_search_page(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                                   const model::LeadSort& sort, std::int64_t offset, int limit) {
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
  const std::string from = filter_uses_search_index(f) ? kLeadsFromSearch : std::string(kLeadsFrom);
  Prepared s(db, std::string("SELECT ") + kLeadColumns + from + lead_where_clause(f) + " ORDER BY " +
                     lead_order_terms(sort) + " LIMIT ? OFFSET ?");
  int i = bind_lead_filter(s, organization_id, f);
  s.bind(i++, limit);
  s.bind(i++, offset);
  page.leads = read_leads(s);
  return page;
}

}  // namespace

SearchIdPage search_page_ids(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& filter,
                             bool newest_first, std::int64_t offset, int limit) {
  // One pass over the newest matches, up to one past the cap, counts them and holds every page that total
  // allows newest first.
  const auto newest = search_match_ids(db, organization_id, filter, true, 0, kSearchCountCap + 1);
  SearchIdPage page;
  page.capped = static_cast<std::int64_t>(newest.size()) > kSearchCountCap;
  page.total = std::min<std::int64_t>(static_cast<std::int64_t>(newest.size()), kSearchCountCap);
  if (offset >= page.total) return page;
  if (!page.capped) {
    // Every match is at hand.
    const std::int64_t end = std::min<std::int64_t>(offset + limit, page.total);
    for (std::int64_t i = offset; i < end; ++i) {
      page.ids.push_back(newest[static_cast<std::size_t>(newest_first ? i : page.total - 1 - i)]);
    }
  } else if (newest_first && offset + limit <= static_cast<std::int64_t>(newest.size())) {
    page.ids.assign(newest.begin() + offset, newest.begin() + offset + limit);
  } else {
    // A page starting before the cap runs past it, or counts from the oldest match of all.
    page.ids = search_match_ids(db, organization_id, filter, newest_first, offset, limit);
  }
  return page;
}

model::LeadPage list_leads(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                           const model::LeadSort& sort, const std::vector<std::string>& statuses, std::int64_t offset,
                           int limit) {
  const OneSnapshot snapshot(db);
  if (filter_is_search(f) && sort.key == Key::kCreated) {
    const auto found = search_page_ids(db, organization_id, f, sort.descending, offset, limit);
    model::LeadPage page;
    page.total = found.total;
    page.total_capped = found.capped;
    for (const auto id : found.ids) {
      auto lead = find_lead(db, organization_id, id);
      if (!lead) throw std::logic_error("a lead of the page is missing from its own snapshot");
      page.leads.push_back(std::move(*lead));
    }
    return page;
  }
  if (filter_is_search(f)) return sorted_search_page(db, organization_id, f, sort, offset, limit);
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
  Prepared s(db, std::string("SELECT ") + kLeadColumns + (fts ? kLeadsFromSearch : std::string(kLeadsFrom)) +
                     lead_where_clause(f) +
                     (fts ? " AND s.rowid > ? ORDER BY s.rowid ASC" : " AND l.id < ? ORDER BY l.id DESC") + " LIMIT ?");
  int i = bind_lead_filter(s, organization_id, f);
  if (fts) {
    s.bind(i++, search_rowid_below(organization_id, before_id > 0 ? before_id : INT64_MAX));
  } else {
    s.bind(i++, before_id > 0 ? before_id : INT64_MAX);
  }
  s.bind(i++, limit);
  return read_leads(s);
}

std::int64_t count_leads_below(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                               std::int64_t below_id) {
  const bool fts = filter_uses_search_index(f);
  Prepared s(db, std::string("SELECT count(*)") + (fts ? kLeadsFromSearch : std::string(kLeadsFrom)) +
                     lead_where_clause(f) + (fts ? " AND s.rowid > ?" : " AND l.id < ?"));
  const int i = bind_lead_filter(s, organization_id, f);
  s.bind(i, fts ? search_rowid_below(organization_id, below_id) : below_id);
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
