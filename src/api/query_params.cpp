#include "api/query_params.hpp"

#include <charconv>
#include <chrono>
#include <cstdio>

#include "http/api_error.hpp"

namespace dialer::api {

std::int64_t integer_query(const http::ApiRequest& req, const char* name, std::int64_t fallback, std::int64_t min,
                           std::int64_t max, const std::string& message) {
  const auto text = req.query_value(name);
  if (!text || text->empty()) return fallback;
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(text->data(), text->data() + text->size(), value);
  if (error != std::errc() || end != text->data() + text->size() || value < min || value > max) {
    throw ApiError::bad_request("invalid_query", message, {{name, message}});
  }
  return value;
}

// "2026-11-25T05:00:00Z" or "2026-11-25T05:00:00.000Z" as Unix milliseconds; none for anything else.
namespace {

std::optional<std::int64_t> parse_instant(const std::string& text) {
  int y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0, ms = 0, used = 0;
  if (std::sscanf(text.c_str(), "%4d-%2d-%2dT%2d:%2d:%2d%n", &y, &mo, &d, &h, &mi, &s, &used) != 6) return std::nullopt;
  std::string rest = text.substr(static_cast<std::size_t>(used));
  if (rest.size() == 5 && rest[0] == '.') {
    if (std::sscanf(rest.c_str(), ".%3d", &ms) != 1) return std::nullopt;
    rest = rest.substr(4);
  }
  if (rest != "Z" || h > 23 || mi > 59 || s > 59) return std::nullopt;
  const std::chrono::year_month_day day{std::chrono::year(y), std::chrono::month(static_cast<unsigned>(mo)),
                                        std::chrono::day(static_cast<unsigned>(d))};
  if (!day.ok()) return std::nullopt;
  const auto t = std::chrono::sys_days(day) + std::chrono::hours(h) + std::chrono::minutes(mi) + std::chrono::seconds(s) +
                 std::chrono::milliseconds(ms);
  return std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
}

}  // namespace

std::optional<std::int64_t> instant_query(const http::ApiRequest& req, const char* name) {
  const auto text = req.query_value(name);
  if (!text || text->empty()) return std::nullopt;
  const auto parsed = parse_instant(*text);
  if (!parsed) {
    throw ApiError::bad_request("validation_error", std::string(name) + " must be a time like 2026-11-25T05:00:00Z",
                                      {{name, "Use a time like 2026-11-25T05:00:00Z"}});
  }
  return parsed;
}

}  // namespace dialer::api
