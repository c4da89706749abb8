#pragma once
// The days of a time zone over a span of whole hours, for figures shown per day of the viewer's own time (docs/api.md,
// "Calls"): an hour belongs to the local day its start falls in, so a day of a daylight-saving change has 23 or 25
// hours, and in a zone whose offset is not whole hours the hour crossing midnight counts for the day it starts in.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace dialer::calling {

struct LocalDay {
  std::string date;            // "2026-11-25"
  std::int64_t first_hour = 0;  // Unix seconds / 3600 of its first hour inside the span
};

// The local days that hours [from_hour, to_hour) fall in, in order; none when this box does not know the zone.
std::optional<std::vector<LocalDay>> local_days(const std::string& zone, std::int64_t from_hour, std::int64_t to_hour);

}  // namespace dialer::calling
