#include "db/lead_block_pages.hpp"

#include <algorithm>
#include <optional>
#include <vector>

#include "db/lead_counters.hpp"
#include "db/lead_filter_sql.hpp"
#include "db/lead_store.hpp"
#include "db/prepared.hpp"

namespace dialer::db {

namespace {

struct CountRow {
  std::int64_t block;  // or superblock
  std::int64_t count;
};

// The count rows of one filter in the page's order: the superblocks (`sql` with organization and filter to bind),
// or the blocks of a range of superblocks (and the first and last block of the range bound as well).
std::vector<CountRow> count_rows(SQLite::Database& db, const std::string& sql, std::int64_t organization_id,
                                 const std::string& filter, std::optional<std::pair<std::int64_t, std::int64_t>> blocks) {
  Prepared s(db, sql);
  s.bind(1, organization_id);
  s.bind(2, filter);
  if (blocks) {
    s.bind(3, blocks->first);
    s.bind(4, blocks->second);
  }
  std::vector<CountRow> rows;
  while (s.executeStep()) rows.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getInt64()});
  return rows;
}

}  // namespace

model::LeadPage page_by_blocks(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                               bool newest_first, std::int64_t offset, int limit) {
  const std::string filter = lead_filter_key(f.status, f.list_id);
  const char* order = newest_first ? "DESC" : "ASC";
  model::LeadPage page;
  // First the superblocks, for the total and the one or two the page falls in: its first lead's and its last's.
  const auto superblocks = count_rows(db,
                                      std::string("SELECT superblock, count FROM lead_superblocks WHERE organization_id "
                                                  "= ? AND filter = ? ORDER BY superblock ") + order,
                                      organization_id, filter, std::nullopt);
  for (const auto& row : superblocks) page.total += row.count;
  if (offset >= page.total) return page;
  const std::int64_t last = std::min<std::int64_t>(offset + limit, page.total) - 1;  // the page's last position
  std::int64_t before = 0;       // leads before the superblock the page starts in
  std::int64_t passed = 0;       // leads before the superblock looked at
  std::int64_t start_super = 0;  // the superblocks of the page's first and last lead
  std::int64_t end_super = 0;
  bool started = false;
  for (const auto& row : superblocks) {
    if (!started && passed + row.count > offset) {
      started = true;
      start_super = row.block;
      before = passed;
    }
    if (passed + row.count > last) {
      end_super = row.block;
      break;
    }
    passed += row.count;
  }

  // Then the blocks of those superblocks, as the whole walk over every block found them before.
  const std::int64_t low_super = std::min(start_super, end_super);
  const std::int64_t high_super = std::max(start_super, end_super);
  const auto blocks = count_rows(db,
                                 std::string("SELECT block, count FROM lead_blocks WHERE organization_id = ? AND "
                                             "filter = ? AND block >= ? AND block < ? ORDER BY block ") + order,
                                 organization_id, filter,
                                 std::make_pair(low_super << kLeadSuperblockBits, (high_super + 1) << kLeadSuperblockBits));
  // The page starts in start_block and ends in end_block (the blocks of its first and last lead; none when the
  // page runs to the filter's end).
  std::optional<std::int64_t> start_block;
  std::optional<std::int64_t> end_block;
  std::int64_t skip = 0;
  std::int64_t counted = before;
  std::int64_t in_range = 0;  // the filter's leads in the blocks from start_block to end_block (or the end)
  for (const auto& row : blocks) {
    if (!start_block && counted + row.count > offset) {
      start_block = row.block;
      skip = offset - counted;
    }
    if (start_block) in_range += row.count;
    if (start_block && counted + row.count >= offset + limit) {
      end_block = row.block;
      break;
    }
    counted += row.count;
  }
  if (!start_block) return page;  // only if the blocks' counts disagreed with their superblocks'

  // The ids of the blocks from the first to the last the page spans, whichever way the page runs.
  const std::int64_t low_block = newest_first ? end_block.value_or(0) : *start_block;
  const std::optional<std::int64_t> high_block = newest_first ? start_block : end_block;
  // Stepping over the leads before the page costs as many index entries as it skips (up to a block's 1,024): when
  // fewer lie after the page in those blocks, they are read from the other end and turned round.
  const std::int64_t rows = std::min<std::int64_t>(limit, page.total - offset);
  const std::int64_t after = in_range - skip - rows;
  const bool from_other_end = after < skip;
  Prepared s(db, std::string("SELECT ") + kLeadColumns + kLeadsFrom + lead_where_clause(f) +
                     " AND l.id >= ? AND l.id < ? ORDER BY l.id " +
                     (newest_first != from_other_end ? "DESC" : "ASC") + " LIMIT ? OFFSET ?");
  int i = bind_lead_filter(s, organization_id, f);
  s.bind(i++, low_block << kLeadBlockBits);
  s.bind(i++, high_block ? (*high_block + 1) << kLeadBlockBits : INT64_MAX);
  s.bind(i++, rows);
  s.bind(i++, from_other_end ? after : skip);
  page.leads = read_leads(s);
  if (from_other_end) std::reverse(page.leads.begin(), page.leads.end());
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
  Prepared s(db, "SELECT total(count) FROM lead_superblocks WHERE organization_id = ? AND filter = ?");
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
