#include "calling/business_days.hpp"

#include <absl/time/civil_time.h>
#include <absl/time/time.h>

#include <cstdio>

namespace dialer::calling {

std::optional<std::chrono::system_clock::time_point> after_business_days(std::chrono::system_clock::time_point from,
                                                                          int days, const std::string& zone,
                                                                          const std::set<std::string>& holidays) {
  absl::TimeZone tz;
  if (!absl::LoadTimeZone(zone, &tz)) return std::nullopt;
  const absl::CivilSecond local = absl::ToCivilSecond(absl::FromChrono(from), tz);
  absl::CivilDay day(local);
  while (days > 0) {
    day += 1;
    const auto weekday = absl::GetWeekday(day);
    if (weekday == absl::Weekday::saturday || weekday == absl::Weekday::sunday) continue;
    char date[16];
    std::snprintf(date, sizeof date, "%04d-%02d-%02d", static_cast<int>(day.year()), day.month(), day.day());
    if (holidays.count(date) > 0) continue;
    --days;
  }
  const absl::CivilSecond at(day.year(), day.month(), day.day(), local.hour(), local.minute(), local.second());
  return absl::ToChronoTime(tz.At(at).pre);
}

}  // namespace dialer::calling
