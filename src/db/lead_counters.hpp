#pragma once
// The maintained counts of leads: per status (lead_counts), per list (lead_lists.lead_count), per block of ids
// and filter (lead_blocks) and per 32 such blocks (lead_superblocks, with each filter's total). Writes record their
// changes here; apply() adds them up in the same transaction, once per batch rather than once per row.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>

#include "db/statement_cache.hpp"

namespace dialer::db {

inline constexpr int kLeadBlockBits = 10;      // 1,024 ids per block
inline constexpr int kLeadSuperblockBits = 5;  // 32 blocks per superblock
// The lead_superblocks row that holds a filter's total.
inline constexpr std::int64_t kLeadTotalRow = -1;

// The lead_blocks filter key: "*", "s=<status>", "l=<list id, 0 for none>", "s=<status>,l=<id>".
std::string lead_filter_key(const std::optional<std::string>& status, const std::optional<std::int64_t>& list_id);

class LeadCounters {
 public:
  void add(std::int64_t organization_id, std::int64_t lead_id, const std::string& status,
           std::optional<std::int64_t> list_id, int delta);
  // Adds the recorded changes through the writer's statements (in the caller's transaction), then forgets them.
  void apply(StatementCache& statements);

 private:
  std::map<std::pair<std::int64_t, std::string>, std::int64_t> by_status_;
  std::map<std::int64_t, std::int64_t> by_list_;
  using BlockKey = std::tuple<std::int64_t, std::string, std::int64_t>;  // organization, filter, block
  std::map<BlockKey, std::int64_t> by_block_;
  std::map<BlockKey, std::int64_t> by_superblock_;
};

}  // namespace dialer::db
