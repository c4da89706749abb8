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

struct Place {
  std::int64_t block = 0;   // or superblock
  std::int64_t before = 0;  // the filter's leads before it, in the walk's order
  std::int64_t count = 0;   // and in it
};

// Walks the count rows of one filter in the walk's order — the superblocks, or the blocks from `low` to `high`
// (excluded) — until it passes `position`: where that lead is, and whether it was found.
class CountWalk {
 public:
  CountWalk(SQLite::Database& db, const std::string& sql, std::int64_t organization_id, const std::string& filter,
            std::int64_t low, std::int64_t high)
      : s_(db, sql) {
    s_.bind(1, organization_id);
    s_.bind(2, filter);
    s_.bind(3, low);
    s_.bind(4, high);
  }

  // The row holding `position` (counted from the walk's start, never less than before): rows are read on to it.
  std::optional<Place> find(std::int64_t position) {
    while (counted_ + current_count_ <= position) {
      counted_ += current_count_;
      current_count_ = 0;
      if (!s_.executeStep()) return std::nullopt;
      current_block_ = s_.getColumn(0).getInt64();
      current_count_ = s_.getColumn(1).getInt64();
    }
    return Place{current_block_, counted_, current_count_};
  }

 private:
  Prepared s_;
  std::int64_t counted_ = 0;
  std::int64_t current_block_ = 0;
  std::int64_t current_count_ = 0;
};

std::int64_t total_of(SQLite::Database& db, std::int64_t organization_id, const std::string& filter) {
  Prepared s(db, "SELECT count FROM lead_superblocks WHERE organization_id = ? AND filter = ? AND superblock = ?");
  s.bind(1, organization_id);
  s.bind(2, filter);
  s.bind(3, kLeadTotalRow);
  return s.executeStep() ? s.getColumn(0).getInt64() : 0;
}

// The leads at positions [offset, offset + rows) of the filter in the walk's order (newest first or oldest
// first), none of them past its end, found from the counts: the superblocks up to the page's last lead, then the
// blocks of the superblocks the page falls in up to it, then the page's rows between its first and last block.
std::vector<model::Lead> leads_at(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                                  const std::string& filter, bool newest_first, std::int64_t offset, std::int64_t rows) {
  const char* order = newest_first ? " DESC" : " ASC";
  const std::int64_t last = offset + rows - 1;
  CountWalk superblocks(db,
                        std::string("SELECT superblock, count FROM lead_superblocks WHERE organization_id = ? AND "
                                    "filter = ? AND superblock >= ? AND superblock < ? ORDER BY superblock") + order,
                        organization_id, filter, 0, INT64_MAX);
  const auto first_super = superblocks.find(offset);
  const auto last_super = superblocks.find(last);
  if (!first_super || !last_super) return {};  // only if the counts disagreed with the total

  const std::int64_t low_super = std::min(first_super->block, last_super->block);
  const std::int64_t high_super = std::max(first_super->block, last_super->block);
  CountWalk blocks(db,
                   std::string("SELECT block, count FROM lead_blocks WHERE organization_id = ? AND filter = ? AND "
                               "block >= ? AND block < ? ORDER BY block") + order,
                   organization_id, filter, low_super << kLeadSuperblockBits, (high_super + 1) << kLeadSuperblockBits);
  // Positions within the walk of the blocks: from the first superblock's start.
  const auto first_block = blocks.find(offset - first_super->before);
  const auto last_block = blocks.find(last - first_super->before);
  if (!first_block || !last_block) return {};
  const std::int64_t skip = offset - first_super->before - first_block->before;

  const std::int64_t low_block = std::min(first_block->block, last_block->block);
  const std::int64_t high_block = std::max(first_block->block, last_block->block);
  // Stepping over the leads before the page costs an index entry each (up to a block's 1,024): when fewer lie after
  // the page in its blocks, they are read from that end and turned round.
  const std::int64_t after = last_block->before + last_block->count - first_block->before - skip - rows;
  const bool turned = after < skip;
  Prepared s(db, std::string("SELECT ") + kLeadColumns + kLeadsFrom + lead_where_clause(f) +
                     " AND l.id >= ? AND l.id < ? ORDER BY l.id" + ((newest_first != turned) ? " DESC" : " ASC") +
                     " LIMIT ? OFFSET ?");
  int i = bind_lead_filter(s, organization_id, f);
  s.bind(i++, low_block << kLeadBlockBits);
  s.bind(i++, (high_block + 1) << kLeadBlockBits);
  s.bind(i++, rows);
  s.bind(i++, turned ? after : skip);
  auto leads = read_leads(s);
  if (turned) std::reverse(leads.begin(), leads.end());
  return leads;
}

}  // namespace

model::LeadPage page_by_blocks(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                               bool newest_first, std::int64_t offset, int limit) {
  const std::string filter = lead_filter_key(f.status, f.list_id);
  model::LeadPage page;
  page.total = total_of(db, organization_id, filter);
  if (offset >= page.total) return page;
  const std::int64_t rows = std::min<std::int64_t>(limit, page.total - offset);
  // Walked from the nearer end: a page past the middle is the same leads read the other way round, so a deep page
  // reads about as many count rows as the first.
  const std::int64_t after = page.total - offset - rows;
  if (after >= offset) {
    page.leads = leads_at(db, organization_id, f, filter, newest_first, offset, rows);
  } else {
    page.leads = leads_at(db, organization_id, f, filter, !newest_first, after, rows);
    std::reverse(page.leads.begin(), page.leads.end());
  }
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
  return total_of(db, organization_id, lead_filter_key(f.status, f.list_id));
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
