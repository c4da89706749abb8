#include "api/query_params.hpp"

#include <charconv>
#include <chrono>

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

std::optional<std::int64_t> civil_ms(int y, int mo, int d, int h, int mi, int s, int ms) {
  const std::chrono::year_month_day day{std::chrono::year(y), std::chrono::month(static_cast<unsigned>(mo)),
                                        std::chrono::day(static_cast<unsigned>(d))};
  if (!day.ok()) return std::nullopt;
  const auto t = std::chrono::sys_days(day) + std::chrono::hours(h) + std::chrono::minutes(mi) + std::chrono::seconds(s) +
                 std::chrono::milliseconds(ms);
  return std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
}

// Exactly `width` digits at `at`.
std::optional<int> digits(const std::string& text, std::size_t at, std::size_t width) {
  if (at + width > text.size()) return std::nullopt;
  int value = 0;
  const auto [end, error] = std::from_chars(text.data() + at, text.data() + at + width, value);
  if (error != std::errc() || end != text.data() + at + width || text[at] == '-' || text[at] == '+') return std::nullopt;
  return value;
}

std::optional<std::int64_t> parse_instant(const std::string& text) {
  // YYYY-MM-DDTHH:MM:SS, then Z or .mmmZ
  if (text.size() != 20 && text.size() != 24) return std::nullopt;
  if (text[4] != '-' || text[7] != '-' || text[10] != 'T' || text[13] != ':' || text[16] != ':' || text.back() != 'Z') {
    return std::nullopt;
  }
  const auto y = digits(text, 0, 4), mo = digits(text, 5, 2), d = digits(text, 8, 2), h = digits(text, 11, 2),
             mi = digits(text, 14, 2), s = digits(text, 17, 2);
  int ms = 0;
  if (text.size() == 24) {
    const auto given = text[19] == '.' ? digits(text, 20, 3) : std::nullopt;
    if (!given) return std::nullopt;
    ms = *given;
  }
  if (!y || !mo || !d || !h || !mi || !s || *h > 23 || *mi > 59 || *s > 59) return std::nullopt;
  return civil_ms(*y, *mo, *d, *h, *mi, *s, ms);
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
