#include "dialer/iso_time.hpp"

#include <ctime>
#include <cstdio>

namespace dialer {
namespace {

// Reads exactly `width` digits at `pos` and moves past them.
std::optional<int> digits(std::string_view text, std::size_t& pos, std::size_t width) {
  if (pos + width > text.size()) return std::nullopt;
  int value = 0;
  for (std::size_t i = 0; i < width; ++i) {
    const char c = text[pos + i];
    if (c < '0' || c > '9') return std::nullopt;
    value = value * 10 + (c - '0');
  }
  pos += width;
  return value;
}

bool skip(std::string_view text, std::size_t& pos, char expected) {
  if (pos >= text.size() || text[pos] != expected) return false;
  ++pos;
  return true;
}

}  // namespace

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

std::optional<std::chrono::system_clock::time_point> parse_iso8601(std::string_view text) {
  using namespace std::chrono;
  std::size_t pos = 0;
  const auto y = digits(text, pos, 4);
  if (!y || !skip(text, pos, '-')) return std::nullopt;
  const auto mo = digits(text, pos, 2);
  if (!mo || !skip(text, pos, '-')) return std::nullopt;
  const auto d = digits(text, pos, 2);
  if (!d || !skip(text, pos, 'T')) return std::nullopt;
  const auto h = digits(text, pos, 2);
  if (!h || !skip(text, pos, ':')) return std::nullopt;
  const auto mi = digits(text, pos, 2);
  if (!mi || !skip(text, pos, ':')) return std::nullopt;
  const auto s = digits(text, pos, 2);
  if (!s) return std::nullopt;
  const year_month_day date{year{*y}, month{static_cast<unsigned>(*mo)}, day{static_cast<unsigned>(*d)}};
  if (!date.ok() || *h > 23 || *mi > 59 || *s > 59) return std::nullopt;

  nanoseconds fraction{0};
  if (skip(text, pos, '.')) {
    const std::size_t first = pos;
    long long scale = 100'000'000;
    while (pos < text.size() && text[pos] >= '0' && text[pos] <= '9') {
      fraction += nanoseconds((text[pos] - '0') * scale);
      scale /= 10;
      ++pos;
    }
    if (pos == first) return std::nullopt;
  }

  minutes offset{0};
  if (!skip(text, pos, 'Z')) {
    if (pos >= text.size() || (text[pos] != '+' && text[pos] != '-')) return std::nullopt;
    const int sign = text[pos++] == '-' ? -1 : 1;
    const auto oh = digits(text, pos, 2);
    if (!oh || !skip(text, pos, ':')) return std::nullopt;
    const auto om = digits(text, pos, 2);
    if (!om || *oh > 23 || *om > 59) return std::nullopt;
    offset = minutes(sign * (*oh * 60 + *om));
  }
  if (pos != text.size()) return std::nullopt;
  // In seconds first: a four-digit year always fits there, not always in the clock's nanoseconds (past 2262).
  const sys_seconds instant = sys_days{date} + hours{*h} + minutes{*mi} + seconds{*s} - offset;
  const auto limit = duration_cast<seconds>(system_clock::duration::max()) - seconds{1};
  if (instant.time_since_epoch() > limit || instant.time_since_epoch() < -limit) return std::nullopt;
  return time_point_cast<system_clock::duration>(instant) + duration_cast<system_clock::duration>(fraction);
}

}  // namespace dialer
