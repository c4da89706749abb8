#pragma once
// A year of a call centre's calls written straight into a stopped server's database, fast, with everything the
// server keeps beside the calls as it would have kept it: each call's share of the hourly counts worked out by the
// server's own domain::call_contribution and written by its own db::add_call_counts (which keeps the daily abandon
// counts too; docs/api.md, the analytics: "kept as calls change"), the outcome counts by db::add_outcome_count,
// and each lead's dialing state per campaign (attempts, the last outcome, the last day's
// attempts). Calls are placed in a ten-hour shift a day that ends at the bench's time of day, so today's figures
// and the last 30 days' have calls at whatever hour the bench runs.
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace bench {

struct CallCentre {
  std::int64_t organization_id = 0;
  std::string caller_id;                                                // every call's from number
  std::vector<std::int64_t> campaigns;
  std::vector<std::pair<std::int64_t, std::size_t>> agents;             // user id, its campaign (an index)
  std::vector<std::vector<std::pair<std::int64_t, std::string>>> leads;  // per campaign: lead id, E.164
};

struct CallYearSize {
  std::int64_t calls = 1'000'000;
  int live_calls = 2'000;  // placed just now, the provider's reports still to come
};

struct LiveCall {
  std::int64_t id = 0;
  std::string sid;  // its CallSid, as Twilio will report it
  std::int64_t lead_id = 0;
};

// Returns the live calls, queued in the first campaign for `live_agent`.
std::vector<LiveCall> seed_call_year(const std::string& db_path, const CallCentre& centre, const CallYearSize& size,
                                     std::int64_t live_agent);

}  // namespace bench
