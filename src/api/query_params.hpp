#pragma once
// Reading query parameters the same way for every resource.
#include <cstdint>
#include <string>

#include "http/api_request.hpp"

namespace dialer::api {

// A whole number query parameter within [min, max]; absent or empty → fallback; anything else → 400 with
// `message`.
std::int64_t integer_query(const http::ApiRequest& req, const char* name, std::int64_t fallback, std::int64_t min,
                           std::int64_t max, const std::string& message);

}  // namespace dialer::api
