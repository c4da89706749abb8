#pragma once
#include <chrono>
#include <string>

namespace dialer {

// "2026-11-21T10:15:00Z": the one time format of the API, the database and the log.
std::string iso8601_utc(std::chrono::system_clock::time_point t, bool with_millis = false);
inline std::string iso8601_utc_now(bool with_millis = false) {
  return iso8601_utc(std::chrono::system_clock::now(), with_millis);
}

}  // namespace dialer
