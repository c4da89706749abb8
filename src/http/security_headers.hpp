#pragma once
// The headers every response carries (docs/api.md "Security headers"), whoever writes it.
#include <string>
#include <utility>
#include <vector>

namespace dialer::http {

inline const std::vector<std::pair<std::string, std::string>>& security_headers() {
  static const std::vector<std::pair<std::string, std::string>> headers = {
      // The Twilio Voice SDK signals to Twilio and plays its tones from Twilio's CDN; recordings play from blobs
      // the page fetched with its token.
      {"Content-Security-Policy",
       "default-src 'self'; connect-src 'self' https://*.twilio.com wss://*.twilio.com; "
       "media-src 'self' blob: https://sdk.twilio.com; object-src 'none'; base-uri 'none'; frame-ancestors 'none'"},
      {"X-Content-Type-Options", "nosniff"},
      {"Referrer-Policy", "same-origin"},
  };
  return headers;
}

}  // namespace dialer::http
