#include "db/lead_counters.hpp"

namespace dialer::db {
namespace {

// A table of counts per block (lead_blocks, lead_superblocks): its upsert, and the delete of a row a change emptied.
struct BlockCountTable {
  const char* add;
  const char* drop_empty;
};

constexpr BlockCountTable kBlocks{
    "INSERT INTO lead_blocks (organization_id, filter, block, count) VALUES (?, ?, ?, ?) "
    "ON CONFLICT (organization_id, filter, block) DO UPDATE SET count = count + excluded.count",
    "DELETE FROM lead_blocks WHERE organization_id = ? AND filter = ? AND block = ? AND count = 0"};
constexpr BlockCountTable kSuperblocks{
    "INSERT INTO lead_superblocks (organization_id, filter, superblock, count) VALUES (?, ?, ?, ?) "
    "ON CONFLICT (organization_id, filter, superblock) DO UPDATE SET count = count + excluded.count",
    "DELETE FROM lead_superblocks WHERE organization_id = ? AND filter = ? AND superblock = ? AND count = 0"};

// Adds the counts of `changes` to the table's rows and removes the rows they empty: those would only make the page
// walk longer.
void add_block_counts(StatementCache& statements, const BlockCountTable& table,
                      const std::map<std::tuple<std::int64_t, std::string, std::int64_t>, std::int64_t>& changes) {
  SQLite::Statement& add = statements.get(table.add);
  SQLite::Statement* drop_empty = nullptr;
  for (const auto& [key, delta] : changes) {
    if (delta == 0) continue;
    add.bind(1, std::get<0>(key));
    add.bind(2, std::get<1>(key));
    add.bind(3, std::get<2>(key));
    add.bind(4, delta);
    add.exec();
    add.reset();
    if (delta > 0) continue;
    if (drop_empty == nullptr) drop_empty = &statements.get(table.drop_empty);
    drop_empty->bind(1, std::get<0>(key));
    drop_empty->bind(2, std::get<1>(key));
    drop_empty->bind(3, std::get<2>(key));
    drop_empty->exec();
    drop_empty->reset();
  }
}

}  // namespace

std::string lead_filter_key(const std::optional<std::string>& status, const std::optional<std::int64_t>& list_id) {
  if (status && list_id) return "s=" + *status + ",l=" + std::to_string(*list_id);
  if (status) return "s=" + *status;
  if (list_id) return "l=" + std::to_string(*list_id);
  return "*";
}

void LeadCounters::add(std::int64_t organization_id, std::int64_t lead_id, const std::string& status,
                       std::optional<std::int64_t> list_id, int delta) {
  by_status_[{organization_id, status}] += delta;
  if (list_id) by_list_[*list_id] += delta;
  const std::int64_t block = lead_id >> kLeadBlockBits;
  const std::int64_t list_key = list_id.value_or(0);
  for (const auto& key : {lead_filter_key(std::nullopt, std::nullopt), lead_filter_key(status, std::nullopt),
                          lead_filter_key(std::nullopt, list_key), lead_filter_key(status, list_key)}) {
    by_block_[{organization_id, key, block}] += delta;
    by_superblock_[{organization_id, key, block >> kLeadSuperblockBits}] += delta;
    by_superblock_[{organization_id, key, kLeadTotalRow}] += delta;
  }
}

void LeadCounters::apply(StatementCache& statements) {
  SQLite::Statement& status = statements.get(
                           "INSERT INTO lead_counts (organization_id, status, count) VALUES (?, ?, ?) "
                           "ON CONFLICT (organization_id, status) DO UPDATE SET count = count + excluded.count");
  for (const auto& [key, delta] : by_status_) {
    if (delta == 0) continue;
    status.bind(1, key.first);
    status.bind(2, key.second);
    status.bind(3, delta);
    status.exec();
    status.reset();
  }
  if (!by_list_.empty()) {
    SQLite::Statement& list = statements.get("UPDATE lead_lists SET lead_count = lead_count + ? WHERE id = ?");
    for (const auto& [id, delta] : by_list_) {
      if (delta == 0) continue;
      list.bind(1, delta);
      list.bind(2, id);
      list.exec();
      list.reset();
    }
  }
  add_block_counts(statements, kBlocks, by_block_);
  add_block_counts(statements, kSuperblocks, by_superblock_);
  by_status_.clear();
  by_list_.clear();
  by_block_.clear();
  by_superblock_.clear();
}

}  // namespace dialer::db
