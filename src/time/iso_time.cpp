#include "dialer/iso_time.hpp"

#include <ctime>
#include <cstdio>

namespace dialer {

std::string iso8601_utc(std::chrono::system_clock::time_point t, bool with_millis) {
  const auto secs = std::chrono::time_point_cast<std::chrono::seconds>(t);
  const std::time_t tt = std::chrono::system_clock::to_time_t(secs);
  std::tm tm{};
  gmtime_r(&tt, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%S", &tm);
  if (!with_millis) return std::string(buf) + "Z";
  const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(t - secs).count();
  char out[40];
  std::snprintf(out, sizeof out, "%s.%03dZ", buf, static_cast<int>(ms));
  return out;
}

}  // namespace dialer
