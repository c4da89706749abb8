#pragma once
// A floor at work under the admins' live screens: hundreds of open event streams (one per browser tab) while the
// agents go ready and pause through the API and Twilio reports the progress of calls (signed status callbacks).
// Measures, for every change, the time from its request to each stream receiving its event, and meanwhile the
// API's own reads (docs/benchmarks.md).
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "call_year.hpp"

namespace bench {

struct WorkingFloor {
  int port = 0;
  std::string admin_token;
  std::int64_t organization_id = 0;
  std::int64_t live_agent = 0;  // the user the live calls are for
  struct Agent {
    std::int64_t id = 0;
    std::string token;
    std::int64_t campaign_id = 0;
  };
  std::vector<Agent> agents;
  std::vector<LiveCall> live_calls;
  std::string public_url;  // what Twilio's signatures are made for
  std::string auth_token;  // Twilio's
  std::string account_sid;
  std::string overview_path;  // the overview the admins' screens read meanwhile
};

struct WorkingFloorSize {
  int streams = 500;
  int seconds = 30;
  int callback_senders = 2;
};

// Prints its table rows (markdown) to `table`; returns whether every budget was met.
bool run_working_floor(const WorkingFloor& floor, const WorkingFloorSize& size, std::string& table);

}  // namespace bench
