#include "db/lead_sorted_pages.hpp"

#include <algorithm>
#include <optional>
#include <utility>

#include "db/lead_block_pages.hpp"
#include "db/lead_filter_sql.hpp"
#include "db/lead_store.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

using Key = model::LeadSort::Key;

// The leading terms of each order. A blank name or company sorts after the others.
std::vector<std::string_view> order_columns(model::LeadSort::Key key) {
  switch (key) {
    case Key::kName:
      return {"l.name = ''", "l.name COLLATE NOCASE"};
    case Key::kCompany:
      return {"l.company = ''", "l.company COLLATE NOCASE"};
    case Key::kUpdated:
      // The column of leads_by_updated (migration 0015), so the planner walks it instead of sorting.
      return {"l.updated_at"};
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

namespace {

// The page's ids by the sort, then only their rows. `source` is what follows FROM for the ids (a table with an
// index hint) and `bounds` extra WHERE terms with their two bound ids, if any. Past the middle of `total`, the
// same ids are the first ones of the reversed order, so no query skips more than half of the selection.
model::LeadPage ordered_page(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                             const model::LeadSort& sort, const std::string& source,
                             const std::optional<std::pair<std::int64_t, std::int64_t>>& bounds, std::int64_t total,
                             std::int64_t offset, int limit) {
  model::LeadPage page;
  page.total = total;
  if (offset >= total) return page;
  const std::int64_t end = std::min(total, offset + limit);
  const bool from_end = offset > total - end;
  Prepared s(db, std::string("SELECT ") + kLeadColumns + " FROM (SELECT l.id AS id FROM " + source +
                     lead_where_clause(f) + (bounds ? " AND l.id >= ? AND l.id < ?" : "") + " ORDER BY " +
                     lead_order_terms(sort, from_end) +
                     " LIMIT ? OFFSET ?) page CROSS JOIN leads l ON l.id = page.id " + kLeadListJoin + "ORDER BY " +
                     lead_order_terms(sort));
  int i = bind_lead_filter(s, organization_id, f);
  if (bounds) {
    s.bind(i++, bounds->first);
    s.bind(i++, bounds->second);
  }
  s.bind(i++, end - offset);
  s.bind(i++, from_end ? total - end : offset);
  page.leads = read_leads(s);
  return page;
}

}  // namespace

model::LeadPage page_by_update_time(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                                    bool newest_first, std::int64_t offset, int limit) {
  // The ids come from the index; a status or list filter reads each lead it passes, so a deep filtered page
  // costs more than a deep unfiltered one.
  return ordered_page(db, organization_id, f, {.key = model::LeadSort::Key::kUpdated, .descending = newest_first},
                      "leads l INDEXED BY leads_by_updated", std::nullopt, filter_total(db, organization_id, f),
                      offset, limit);
}

model::LeadPage page_by_sorting(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                                const model::LeadSort& sort, std::int64_t cap, std::int64_t offset, int limit) {
  const std::int64_t total = filter_total(db, organization_id, f);
  if (total > cap) {
    model::LeadPage page;
    page.total = total;
    page.too_many_to_sort = true;
    return page;
  }
  // Only the blocks holding the selection are read (a list's leads, not the whole organization's), and only
  // keys and ids are sorted.
  const auto ids = filter_id_range(db, organization_id, f);
  if (!ids) return {};
  return ordered_page(db, organization_id, f, sort, "leads l", ids, total, offset, limit);
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
