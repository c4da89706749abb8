#pragma once
// A lead's attempts in a campaign against its limits (domain/attempt_limits.hpp works them out), in a header of its
// own: the layers above the domain see it without seeing the database's rows.
#include <cstdint>
#include <string>

namespace dialer::domain {

// A lead's calls in a campaign against the limits in force for it now.
struct AttemptCount {
  std::int64_t attempts = 0;  // ever, in this campaign
  std::int64_t in_24h = 0;    // in the 24 hours up to now
  int max_attempts = 0;
  int max_per_24h = 0;  // the campaign's, or the lead's state's when lower
  std::string max_per_24h_whose = "the campaign's";
  bool within() const { return attempts < max_attempts && in_24h < max_per_24h; }
};

}  // namespace dialer::domain
