#pragma once
#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace dialer {

// "2026-11-21T10:15:00Z": the one time format of the API, the database and the log.
std::string iso8601_utc(std::chrono::system_clock::time_point t, bool with_millis = false);
inline std::string iso8601_utc_now(bool with_millis = false) {
  return iso8601_utc(std::chrono::system_clock::now(), with_millis);
}

// An instant written as ISO 8601 with its offset: "2026-11-21T10:15:00Z", "2026-11-21T10:15:00.250Z" (as a
// browser's toISOString() writes it) or "2026-11-21T05:15:00-05:00". Nothing for anything else, including a
// date or a time of day that does not exist and a time without an offset (which would be nobody's local time).
std::optional<std::chrono::system_clock::time_point> parse_iso8601(std::string_view text);

}  // namespace dialer
