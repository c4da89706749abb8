#pragma once
// A lead waiting in a campaign's hopper (migration 0025), with what the queue screen shows of it.
#include <cstdint>
#include <optional>
#include <string>

namespace dialer::model {

struct HopperEntry {
  std::int64_t campaign_id = 0;
  std::int64_t lead_id = 0;
  int priority = 0;
  std::string source;  // standard | urgent | callback | webhook | cadence | recycle
  std::string added_at;
  std::optional<std::int64_t> claimed_by;
  std::string claimed_at;
  // The lead, for the screen.
  std::string lead_name;
  std::string phone;
  std::string timezone;
  std::string state;
};

// An agent passed over a previewed lead, and why (migration 0032).
struct LeadSkip {
  std::int64_t campaign_id = 0;
  std::int64_t user_id = 0;
  std::string agent_name;
  std::string reason;
  std::int64_t at = 0;  // Unix milliseconds
};

}  // namespace dialer::model
