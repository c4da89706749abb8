#pragma once
// The headers every response carries (docs/api.md "Security headers"), whoever writes it.
#include <string>
#include <utility>
#include <vector>

namespace dialer::http {

inline const std::vector<std::pair<std::string, std::string>>& security_headers() {
  static const std::vector<std::pair<std::string, std::string>> headers = {
      {"Content-Security-Policy", "default-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"},
      {"X-Content-Type-Options", "nosniff"},
      {"Referrer-Policy", "same-origin"},
  };
  return headers;
}

}  // namespace dialer::http
