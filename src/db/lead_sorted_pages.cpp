#include "db/lead_sorted_pages.hpp"

#include <algorithm>
#include <array>

#include "db/lead_block_pages.hpp"
#include "db/lead_filter_sql.hpp"
#include "db/lead_store.hpp"

namespace dialer::db {
namespace {

// The leading terms of each order. A blank name or company sorts after the others.
std::vector<std::string_view> order_columns(model::LeadSort::Key key) {
  using Key = model::LeadSort::Key;
  switch (key) {
    case Key::kName:
      return {"l.name = ''", "l.name COLLATE NOCASE"};
    case Key::kCompany:
      return {"l.company = ''", "l.company COLLATE NOCASE"};
    case Key::kUpdated:
      // The columns of leads_by_updated (migration 0015), so the planner walks it instead of sorting.
      return {"l.updated_at", "l.status", "l.list_id"};
    case Key::kStatus:
      return {"l.status"};
    case Key::kCreated:
      return {};
  }
  return {};
}

}  // namespace

std::string lead_order_terms(const model::LeadSort& sort, bool reversed) {
  const char* direction = sort.descending != reversed ? " DESC" : " ASC";
  std::string terms;
  for (const auto column : order_columns(sort.key)) {
    terms.append(column).append(direction).append(", ");
  }
  // Within a status the newest come first, whichever way the statuses run.
  const bool id_descending = sort.key == model::LeadSort::Key::kStatus ? !reversed : sort.descending != reversed;
  return terms + (id_descending ? "l.id DESC" : "l.id ASC");
}

model::LeadPage page_by_update_time(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                                    bool newest_first, std::int64_t offset, int limit) {
  const model::LeadSort sort{.key = model::LeadSort::Key::kUpdated, .descending = newest_first};
  model::LeadPage page;
  page.total = filter_total(db, organization_id, f);
  if (offset >= page.total) return page;
  const std::int64_t end = std::min(page.total, offset + limit);
  // Past the middle, the same rows are the first ones of the reversed order.
  const bool from_end = offset > page.total - end;
  const std::int64_t skip = from_end ? page.total - end : offset;
  // The ids come from the index alone (it carries the status and list a filter checks); only the page's
  // rows are read.
  SQLite::Statement s(db, std::string("SELECT ") + kLeadColumns + " FROM (SELECT l.id AS id FROM leads l INDEXED BY leads_by_updated" +
                              lead_where_clause(f) + " ORDER BY " +
                              lead_order_terms(sort, from_end) +
                              " LIMIT ? OFFSET ?) page CROSS JOIN leads l ON l.id = page.id "
                              "LEFT JOIN lead_lists ll ON ll.id = l.list_id ORDER BY " +
                              lead_order_terms(sort));
  int i = bind_lead_filter(s, organization_id, f);
  s.bind(i++, end - offset);
  s.bind(i++, skip);
  page.leads = read_leads(s);
  return page;
}

model::LeadPage page_by_sorting(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                                const model::LeadSort& sort, std::int64_t cap, std::int64_t offset, int limit) {
  model::LeadPage page;
  page.total = filter_total(db, organization_id, f);
  if (page.total > cap) {
    page.too_many_to_sort = true;
    return page;
  }
  if (offset >= page.total) return page;
  SQLite::Statement s(db, std::string("SELECT ") + kLeadColumns + kLeadsFrom + lead_where_clause(f) + " ORDER BY " +
                              lead_order_terms(sort) + " LIMIT ? OFFSET ?");
  int i = bind_lead_filter(s, organization_id, f);
  s.bind(i++, limit);
  s.bind(i++, offset);
  page.leads = read_leads(s);
  return page;
}

model::LeadPage page_by_status(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                               bool descending, const std::vector<std::string>& statuses, std::int64_t offset,
                               int limit) {
  if (f.status) return page_by_blocks(db, organization_id, f, true, offset, limit);
  std::vector<std::string> order = statuses;
  if (descending) std::reverse(order.begin(), order.end());
  const auto totals = status_totals(db, organization_id, f, order);
  model::LeadPage page;
  for (const auto& [status, count] : totals) page.total += count;
  std::int64_t skip = offset;
  for (const auto& status : order) {
    const std::int64_t count = totals.at(status);
    if (skip >= count) {
      skip -= count;
      continue;
    }
    model::LeadFilter one = f;
    one.status = status;
    auto part = page_by_blocks(db, organization_id, one, true, skip, limit - static_cast<int>(page.leads.size()));
    std::move(part.leads.begin(), part.leads.end(), std::back_inserter(page.leads));
    skip = 0;
    if (page.leads.size() >= static_cast<std::size_t>(limit)) break;
  }
  return page;
}

}  // namespace dialer::db
