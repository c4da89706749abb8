#pragma once
// A promise to call a lead back at a time of its own day (migration 0032), as the rest of the server sees it.
#include <cstdint>
#include <optional>
#include <string>

namespace dialer::model {

struct Callback {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  std::int64_t campaign_id = 0;
  std::int64_t lead_id = 0;
  std::optional<std::int64_t> call_id;
  std::int64_t created_by = 0;
  std::optional<std::int64_t> for_user;  // mine-only: the agent it comes back to
  std::int64_t due_at = 0;               // Unix milliseconds
  std::string local_time;                // "2026-11-27T10:30" in `timezone`
  std::string timezone;
  std::string note;
  std::string status = "scheduled";  // scheduled | queued | done | canceled
  std::int64_t created_at = 0;
  // For the screens.
  std::string lead_name;
  std::string lead_phone;
  std::string campaign_name;
};

}  // namespace dialer::model
