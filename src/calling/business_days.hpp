#pragma once
// Business days in a lead's own time: Monday to Friday, not the organization's holidays (a cadence's delays,
// docs/api.md "Cadences and message templates").
#include <chrono>
#include <optional>
#include <set>
#include <string>

namespace dialer::calling {

// The moment `days` business days after `from`, at the same lead-local time of day in `zone` (when the clocks
// skip that time that night, the moment after the gap; when they repeat it, the first); none for a zone this box
// does not know.
std::optional<std::chrono::system_clock::time_point> after_business_days(std::chrono::system_clock::time_point from,
                                                                          int days, const std::string& zone,
                                                                          const std::set<std::string>& holidays);

}  // namespace dialer::calling
