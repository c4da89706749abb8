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

// A page stepping over this many of its range's leads or fewer reads them directly.
constexpr std::int64_t kSkipReadDirectly = 40;

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

// Where the leads at positions [offset, offset + rows) of the filter lie in the walk's order (newest first or
// oldest first), none of them past its end, found from the counts: the superblocks up to the page's last lead, then
// the blocks of the superblocks the page falls in up to it. The page's rows are then read between its first and
// last block.
struct Span {
  std::int64_t first_id = 0;  // the ids [first_id, end_id) of its blocks
  std::int64_t end_id = 0;
  std::int64_t rows = 0;
  std::int64_t skip = 0;  // the filter's leads in those blocks to step over, in the order read
  bool descending = false;
  bool turned = false;  // read from the far end: reverse what was read
};

std::optional<Span> locate(SQLite::Database& db, std::int64_t organization_id, const std::string& filter,
                           bool newest_first, std::int64_t offset, std::int64_t rows) {
  const char* order = newest_first ? " DESC" : " ASC";
  const std::int64_t last = offset + rows - 1;
  CountWalk superblocks(db,
                        std::string("SELECT superblock, count FROM lead_superblocks WHERE organization_id = ? AND "
                                    "filter = ? AND superblock >= ? AND superblock < ? ORDER BY superblock") + order,
                        organization_id, filter, 0, INT64_MAX);
  const auto first_super = superblocks.find(offset);
  const auto last_super = superblocks.find(last);
  if (!first_super || !last_super) return std::nullopt;  // only if the counts disagreed with the total

  const std::int64_t low_super = std::min(first_super->block, last_super->block);
  const std::int64_t high_super = std::max(first_super->block, last_super->block);
  CountWalk blocks(db,
                   std::string("SELECT block, count FROM lead_blocks WHERE organization_id = ? AND filter = ? AND "
                               "block >= ? AND block < ? ORDER BY block") + order,
                   organization_id, filter, low_super << kLeadSuperblockBits, (high_super + 1) << kLeadSuperblockBits);
  // Positions within the walk of the blocks: from the first superblock's start.
  const auto first_block = blocks.find(offset - first_super->before);
  const auto last_block = blocks.find(last - first_super->before);
  if (!first_block || !last_block) return std::nullopt;
  const std::int64_t skip = offset - first_super->before - first_block->before;

  // Stepping over the leads before the page costs an index entry each (up to a block's 1,024): when fewer lie after
  // the page in its blocks, they are read from that end and turned round.
  const std::int64_t after = last_block->before + last_block->count - first_block->before - skip - rows;
  Span span;
  span.first_id = std::min(first_block->block, last_block->block) << kLeadBlockBits;
  span.end_id = (std::max(first_block->block, last_block->block) + 1) << kLeadBlockBits;
  span.rows = rows;
  span.turned = after < skip;
  span.skip = span.turned ? after : skip;
  span.descending = newest_first != span.turned;
  return span;
}

// Binds the filter, the span's ids, its rows and skip to a statement ending "AND l.id >= ? AND l.id < ? ORDER BY
// ... LIMIT ? OFFSET ?".
void bind_span(SQLite::Statement& s, std::int64_t organization_id, const model::LeadFilter& f, const Span& span) {
  int i = bind_lead_filter(s, organization_id, f);
  s.bind(i++, span.first_id);
  s.bind(i++, span.end_id);
  s.bind(i++, span.rows);
  s.bind(i++, span.skip);
}

std::string span_conditions(const Span& span) {
  return std::string(" AND l.id >= ? AND l.id < ? ORDER BY l.id") + (span.descending ? " DESC" : " ASC") +
         " LIMIT ? OFFSET ?";
}

std::vector<model::Lead> leads_in(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                                  const Span& span) {
  Prepared s(db, std::string("SELECT ") + kLeadColumns + kLeadsFrom + lead_where_clause(f) + span_conditions(span));
  bind_span(s, organization_id, f, span);
  auto leads = read_leads(s);
  if (span.turned) std::reverse(leads.begin(), leads.end());
  return leads;
}

// The same leads' ids alone: the index on (organization, id, status, list) holds all a filter without a search asks.
// The span's ids are taken from those kept of its range when they are; else, when the page must step over more
// than a few of them, or its filter names a status or a list (whose leads are a few of the index entries read),
// all of the range's are read and kept (db/lead_text_cache.hpp).
std::vector<std::int64_t> ids_in(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                                 const std::string& filter, const Span& span, const KeptIds& kept) {
  auto range = kept.cache.find_ids(kept.ticket, organization_id, filter, span.first_id, span.end_id);
  const bool sparse = f.status.has_value() || f.list_id.has_value();
  const bool worth_keeping =
      (span.skip > kSkipReadDirectly || sparse) && span.end_id - span.first_id <= LeadTextCache::kIdRangeKept;
  if (!range && worth_keeping) {
    Prepared all(db, std::string("SELECT l.id FROM leads l") + lead_where_clause(f) +
                         " AND l.id >= ? AND l.id < ? ORDER BY l.id");
    int i = bind_lead_filter(all, organization_id, f);
    all.bind(i++, span.first_id);
    all.bind(i++, span.end_id);
    std::vector<std::int64_t> ascending;
    while (all.executeStep()) ascending.push_back(all.getColumn(0).getInt64());
    range = std::make_shared<const std::vector<std::int64_t>>(std::move(ascending));
    kept.cache.keep_ids(kept.ticket, organization_id, filter, span.first_id, span.end_id, range);
  }
  std::vector<std::int64_t> ids;
  ids.reserve(static_cast<std::size_t>(span.rows));
  if (range) {
    // What the statement below answers, taken from the range.
    const auto& ascending = *range;
    const auto size = static_cast<std::int64_t>(ascending.size());
    for (std::int64_t k = span.skip; k < std::min(size, span.skip + span.rows); ++k) {
      ids.push_back(ascending[static_cast<std::size_t>(span.descending ? size - 1 - k : k)]);
    }
  } else {
    Prepared s(db, std::string("SELECT l.id FROM leads l") + lead_where_clause(f) + span_conditions(span));
    bind_span(s, organization_id, f, span);
    while (s.executeStep()) ids.push_back(s.getColumn(0).getInt64());
  }
  if (span.turned) std::reverse(ids.begin(), ids.end());
  return ids;
}

// A page's span, walked from the nearer end: a page past the middle is the same leads read the other way round
// (`reversed`), so a deep page reads about as many count rows as the first.
struct PagePlace {
  std::string filter;  // its key in the counts
  std::int64_t total = 0;
  std::optional<Span> span;
  bool reversed = false;
};

PagePlace place_page(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f, bool newest_first,
                     std::int64_t offset, int limit) {
  PagePlace place;
  place.filter = lead_filter_key(f.status, f.list_id);
  const std::string& filter = place.filter;
  place.total = total_of(db, organization_id, filter);
  if (offset >= place.total) return place;
  const std::int64_t rows = std::min<std::int64_t>(limit, place.total - offset);
  const std::int64_t after = place.total - offset - rows;
  place.reversed = after < offset;
  place.span = place.reversed ? locate(db, organization_id, filter, !newest_first, after, rows)
                              : locate(db, organization_id, filter, newest_first, offset, rows);
  return place;
}

}  // namespace

model::LeadPage page_by_blocks(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                               bool newest_first, std::int64_t offset, int limit) {
  const PagePlace place = place_page(db, organization_id, f, newest_first, offset, limit);
  model::LeadPage page;
  page.total = place.total;
  if (!place.span) return page;
  page.leads = leads_in(db, organization_id, f, *place.span);
  if (place.reversed) std::reverse(page.leads.begin(), page.leads.end());
  return page;
}

LeadIdPage page_ids_by_blocks(SQLite::Database& db, std::int64_t organization_id, const model::LeadFilter& f,
                              bool newest_first, std::int64_t offset, int limit, const KeptIds& kept) {
  const PagePlace place = place_page(db, organization_id, f, newest_first, offset, limit);
  LeadIdPage page;
  page.total = place.total;
  if (!place.span) return page;
  page.ids = ids_in(db, organization_id, f, place.filter, *place.span, kept);
  if (place.reversed) std::reverse(page.ids.begin(), page.ids.end());
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
