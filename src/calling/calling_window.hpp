#pragma once
// Calling windows in a lead's own time (docs/dialer.md, "Calling windows"): hours per weekday, holidays, and the
// check of a moment against every zone a lead may be in, with daylight saving from the IANA database (abseil's
// time zones over the system's zoneinfo).
#include <array>
#include <chrono>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <vector>

namespace dialer::calling {

using TimePoint = std::chrono::system_clock::time_point;

// Open from `open` up to (not including) `close`, in minutes after local midnight.
struct DayHours {
  int open = 8 * 60;
  int close = 21 * 60;
};

struct CallingWindow {
  // Monday first. A day without hours is not called.
  std::array<std::optional<DayHours>, 7> days;
  // Lead-local dates ("2026-12-25") on which nobody is called.
  std::set<std::string> holidays;

  // 08:00–21:00 lead-local, every day: the default of docs/dialer.md.
  static CallingWindow every_day(DayHours hours = {});
};

struct ZoneTime {
  std::string zone;
  std::string local;  // "2026-11-25T07:30:00", or "" when the zone is unknown to this box
};

struct WindowCheck {
  bool inside = false;
  // Each zone's local time now.
  std::vector<ZoneTime> local_times;
  // When every zone is next inside at once, within two weeks; none when no such moment comes (or a zone is
  // unknown, or the lead has no zone at all).
  std::optional<TimePoint> opens_at;
  // A zone this box has no zoneinfo for: the lead is never inside.
  bool unknown_zone = false;
};

// `window` with each day's hours cut to `days`' (a day without hours in either has none).
CallingWindow narrowed(CallingWindow window, const std::array<std::optional<DayHours>, 7>& days);

// Whether `now` is inside the window in every one of `zones` (a lead without zones is never inside).
WindowCheck check_window(const CallingWindow& window, std::span<const std::string> zones, TimePoint now);

// A lead-local date and time as the agent's picker gives it ("2026-11-27T10:30") in `zone`, with the window's
// hours on that local date.
struct LocalMoment {
  enum class Problem { kNone, kNotADateTime, kUnknownZone, kSkipped /* the clocks jump over it that night */ };
  Problem problem = Problem::kNone;
  TimePoint at{};                 // when it happens (the earlier one when the clocks go back over it)
  std::optional<DayHours> hours;  // none: nobody is called that day (a holiday or a day without hours)
  bool holiday = false;
};
LocalMoment local_moment(const CallingWindow& window, const std::string& zone, const std::string& local);

// "08:00" for 480 minutes after midnight ("24:00" for the end of the day).
std::string clock_text(int minutes);

// Whether this box has the IANA zoneinfo the calling rules need (the server says so at start when not).
bool zoneinfo_available();

// Whether `name` is a zone of this box's zoneinfo ("America/New_York"; also "UTC").
bool is_known_time_zone(const std::string& name);

}  // namespace dialer::calling
