#include "calling/calling_window.hpp"

#include <algorithm>

#include <absl/time/civil_time.h>
#include <absl/time/time.h>

#include <cstdio>

namespace dialer::calling {
namespace {

constexpr int kSearchDays = 14;

std::optional<absl::TimeZone> load_zone(const std::string& name) {
  absl::TimeZone zone;
  if (!absl::LoadTimeZone(name, &zone)) return std::nullopt;
  return zone;
}

std::string iso_date(absl::CivilDay day) {
  char text[48];
  std::snprintf(text, sizeof text, "%04lld-%02d-%02d", static_cast<long long>(day.year()), day.month(), day.day());
  return text;
}

std::string iso_local(absl::CivilSecond t) {
  char text[64];
  std::snprintf(text, sizeof text, "%04lld-%02d-%02dT%02d:%02d:%02d", static_cast<long long>(t.year()), t.month(),
                t.day(), t.hour(), t.minute(), t.second());
  return text;
}

// Monday = 0, as CallingWindow::days.
int day_index(absl::CivilDay day) {
  switch (absl::GetWeekday(day)) {
    case absl::Weekday::monday: return 0;
    case absl::Weekday::tuesday: return 1;
    case absl::Weekday::wednesday: return 2;
    case absl::Weekday::thursday: return 3;
    case absl::Weekday::friday: return 4;
    case absl::Weekday::saturday: return 5;
    case absl::Weekday::sunday: return 6;
  }
  return 0;
}

std::optional<DayHours> hours_on(const CallingWindow& window, absl::CivilDay day) {
  if (window.holidays.count(iso_date(day)) > 0) return std::nullopt;
  return window.days[static_cast<std::size_t>(day_index(day))];
}

absl::Time at(const absl::TimeZone& zone, absl::CivilSecond local) {
  const auto info = zone.At(local);
  // A local time skipped by a clock change opens at the change itself.
  return info.kind == absl::TimeZone::TimeInfo::SKIPPED ? info.trans : info.pre;
}

// The first moment at or after `t` that is inside the window in `zone`, within the search horizon.
std::optional<absl::Time> next_inside(const CallingWindow& window, const absl::TimeZone& zone, absl::Time t) {
  const absl::CivilSecond local = zone.At(t).cs;
  const absl::CivilDay today(local);
  for (int d = 0; d <= kSearchDays; ++d) {
    const absl::CivilDay day = today + d;
    const auto hours = hours_on(window, day);
    if (!hours || hours->open >= hours->close) continue;
    const absl::CivilSecond open = absl::CivilSecond(day) + hours->open * 60;
    const absl::CivilSecond close = absl::CivilSecond(day) + hours->close * 60;
    if (d == 0 && local >= close) continue;
    if (d == 0 && local >= open) return t;
    return at(zone, open);
  }
  return std::nullopt;
}

}  // namespace

CallingWindow CallingWindow::every_day(DayHours hours) {
  CallingWindow window;
  window.days.fill(hours);
  return window;
}

WindowCheck check_window(const CallingWindow& window, std::span<const std::string> zones, TimePoint now) {
  WindowCheck check;
  std::vector<absl::TimeZone> loaded;
  const absl::Time t = absl::FromChrono(now);
  for (const auto& name : zones) {
    const auto zone = load_zone(name);
    check.local_times.push_back({name, zone ? iso_local(zone->At(t).cs) : ""});
    if (!zone) {
      check.unknown_zone = true;
      continue;
    }
    loaded.push_back(*zone);
  }
  if (zones.empty() || check.unknown_zone) return check;

  // Move to the latest of the zones' next openings until one moment suits them all.
  absl::Time candidate = t;
  const absl::Time horizon = t + absl::Hours(24 * kSearchDays);
  for (int round = 0; round < 4 * kSearchDays && candidate <= horizon; ++round) {
    absl::Time latest = candidate;
    bool all_inside = true;
    for (const auto& zone : loaded) {
      const auto next = next_inside(window, zone, candidate);
      if (!next) return check;
      if (*next != candidate) all_inside = false;
      latest = std::max(latest, *next);
    }
    if (all_inside) {
      check.inside = candidate == t;
      check.opens_at = absl::ToChronoTime(candidate);
      return check;
    }
    candidate = latest;
  }
  return check;
}

CallingWindow narrowed(CallingWindow window, const std::array<std::optional<DayHours>, 7>& days) {
  for (std::size_t day = 0; day < window.days.size(); ++day) {
    auto& hours = window.days[day];
    const auto& other = days[day];
    if (!hours || !other) {
      hours.reset();
      continue;
    }
    hours = DayHours{std::max(hours->open, other->open), std::min(hours->close, other->close)};
    if (hours->open >= hours->close) hours.reset();
  }
  return window;
}

LocalMoment local_moment(const CallingWindow& window, const std::string& zone_name, const std::string& local) {
  LocalMoment out;
  absl::CivilMinute minute;
  if (local.size() != 16 || !absl::ParseCivilTime(local, &minute)) {
    out.problem = LocalMoment::Problem::kNotADateTime;
    return out;
  }
  const auto zone = load_zone(zone_name);
  if (!zone) {
    out.problem = LocalMoment::Problem::kUnknownZone;
    return out;
  }
  const auto info = zone->At(absl::CivilSecond(minute));
  if (info.kind == absl::TimeZone::TimeInfo::SKIPPED) {
    out.problem = LocalMoment::Problem::kSkipped;
    return out;
  }
  out.at = absl::ToChronoTime(info.pre);
  const absl::CivilDay day(minute);
  out.holiday = window.holidays.count(iso_date(day)) > 0;
  out.hours = hours_on(window, day);
  return out;
}

std::string clock_text(int minutes) {
  char text[16];
  std::snprintf(text, sizeof text, "%02d:%02d", minutes / 60 % 100, minutes % 60);
  return text;
}

bool zoneinfo_available() { return load_zone("America/New_York").has_value(); }

bool is_known_time_zone(const std::string& name) { return load_zone(name).has_value(); }

}  // namespace dialer::calling
