#include "calling/local_days.hpp"

#include <absl/time/civil_time.h>
#include <absl/time/time.h>

#include <algorithm>
#include <cstdio>

namespace dialer::calling {

std::optional<std::vector<LocalDay>> local_days(const std::string& zone, std::int64_t from_hour, std::int64_t to_hour) {
  absl::TimeZone tz;
  if (zone.empty() || !absl::LoadTimeZone(zone, &tz)) return std::nullopt;
  std::vector<LocalDay> days;
  std::int64_t hour = from_hour;
  while (hour < to_hour) {
    const absl::CivilDay day = absl::ToCivilDay(absl::FromUnixSeconds(hour * 3600), tz);
    char date[16];
    std::snprintf(date, sizeof date, "%04d-%02d-%02d", static_cast<int>(day.year()), day.month(), day.day());
    days.push_back({date, hour});
    // The next day's first hour: the first whole hour starting at or after its midnight (or, where the clocks skip
    // midnight, after the change that skips it).
    const auto midnight = tz.At(absl::CivilSecond(day + 1));
    const auto starts = midnight.kind == absl::TimeZone::TimeInfo::SKIPPED ? midnight.trans : midnight.pre;
    hour = std::max(hour + 1, (absl::ToUnixSeconds(starts) + 3599) / 3600);
  }
  return days;
}

}  // namespace dialer::calling
