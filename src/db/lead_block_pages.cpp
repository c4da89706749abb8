#include "db/lead_block_pages.hpp"

#include <optional>

#include "db/lead_counters.hpp"
#include "db/lead_filter_sql.hpp"
#include "db/lead_store.hpp"
#include "db/prepared.hpp"

namespace dialer::db {

model::LeadPage page_by_blocks(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                               bool newest_first, std::int64_t offset, int limit) {
  Prepared blocks(db, std::string("SELECT block, count FROM lead_blocks WHERE organization_id = ? AND "
                                  "filter = ? ORDER BY block ") +
                          (newest_first ? "DESC" : "ASC"));
  blocks.bind(1, organization_id);
  blocks.bind(2, lead_filter_key(f.status, f.list_id));
  model::LeadPage page;
  // The page starts in start_block and ends in end_block (the blocks of its first and last lead).
  std::optional<std::int64_t> start_block;
  std::optional<std::int64_t> end_block;
  std::int64_t skip = 0;
  while (blocks.executeStep()) {
    const std::int64_t block = blocks.getColumn(0).getInt64();
    const std::int64_t count = blocks.getColumn(1).getInt64();
    if (!start_block && page.total + count > offset) {
      start_block = block;
      skip = offset - page.total;
    }
    if (start_block && !end_block && page.total + count >= offset + limit) end_block = block;
    page.total += count;
  }
  if (!start_block) return page;

  // The ids of the blocks from the first to the last the page spans, whichever way the page runs.
  const std::int64_t low_block = newest_first ? end_block.value_or(0) : *start_block;
  const std::optional<std::int64_t> high_block = newest_first ? start_block : end_block;
  Prepared s(db, std::string("SELECT ") + kLeadColumns + kLeadsFrom + lead_where_clause(f) +
                     " AND l.id >= ? AND l.id < ? ORDER BY l.id " + (newest_first ? "DESC" : "ASC") +
                     " LIMIT ? OFFSET ?");
  int i = bind_lead_filter(s, organization_id, f);
  s.bind(i++, low_block << kLeadBlockBits);
  s.bind(i++, high_block ? (*high_block + 1) << kLeadBlockBits : INT64_MAX);
  s.bind(i++, limit);
  s.bind(i++, skip);
  page.leads = read_leads(s);
  return page;
}

std::optional<std::pair<std::int64_t, std::int64_t>> filter_id_range(SQLite::Database& db, std::int64_t organization_id,
                                                                     const model::LeadFilter& f) {
  Prepared s(db,
             "SELECT min(block), max(block) FROM lead_blocks WHERE organization_id = ? AND filter = ? "
             "AND count > 0");
  s.bind(1, organization_id);
  s.bind(2, lead_filter_key(f.status, f.list_id));
  if (!s.executeStep() || s.getColumn(0).isNull()) return std::nullopt;
  return std::make_pair(s.getColumn(0).getInt64() << kLeadBlockBits, (s.getColumn(1).getInt64() + 1) << kLeadBlockBits);
}

std::int64_t filter_total(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f) {
  Prepared s(db, "SELECT total(count) FROM lead_blocks WHERE organization_id = ? AND filter = ?");
  s.bind(1, organization_id);
  s.bind(2, lead_filter_key(f.status, f.list_id));
  s.executeStep();
  return static_cast<std::int64_t>(s.getColumn(0).getDouble());
}

std::map<std::string, std::int64_t> status_totals(SQLite::Database& db, std::int64_t organization_id,
                                                  const model::LeadFilter& f, const std::vector<std::string>& statuses) {
  std::map<std::string, std::int64_t> totals;
  for (const auto& status : statuses) {
    model::LeadFilter one = f;
    one.status = status;
    totals[status] = filter_total(db, organization_id, one);
  }
  return totals;
}

}  // namespace dialer::db
