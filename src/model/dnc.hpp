#pragma once
// The do-not-call lists' records as every layer sees them (docs/dialer.md, "Do not call").
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace dialer::model {

// One addition to a do-not-call list: a number typed, a file imported, a disposition (migration 0020).
struct DncBatch {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  std::int64_t campaign_id = 0;  // 0: the organization's list
  std::string source;            // manual, import, disposition, sms_opt_out, api
  std::string note;
  std::string file_name;
  std::optional<std::int64_t> user_id;
  std::string user_name;
  std::string created_at;
  std::int64_t added = 0;
  std::int64_t already_listed = 0;
  std::int64_t unreadable = 0;
};

// A number taken off a list: recorded, never erased.
struct DncRemoval {
  std::int64_t id = 0;
  std::int64_t campaign_id = 0;
  std::uint64_t number = 0;
  std::int64_t batch_id = 0;
  std::optional<std::int64_t> user_id;
  std::string user_name;
  std::string note;
  std::string removed_at;
};

struct DncBatchPage {
  std::vector<DncBatch> batches;  // newest first
  std::int64_t total = 0;
};
}  // namespace dialer::model
