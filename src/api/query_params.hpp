#pragma once
// Reading query parameters the same way for every resource.
#include <cstdint>
#include <optional>
#include <string>

#include "http/api_request.hpp"

namespace dialer::api {

// A whole number query parameter within [min, max]; absent or empty → fallback; anything else → 400 with
// `message`.
std::int64_t integer_query(const http::ApiRequest& req, const char* name, std::int64_t fallback, std::int64_t min,
                           std::int64_t max, const std::string& message);

// A time query parameter ("2026-11-25T05:00:00Z", milliseconds allowed) as Unix milliseconds; absent or empty →
// none; anything else → 400.
std::optional<std::int64_t> instant_query(const http::ApiRequest& req, const char* name);

}  // namespace dialer::api
