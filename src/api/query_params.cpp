#include "api/query_params.hpp"

#include <charconv>

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

}  // namespace dialer::api
