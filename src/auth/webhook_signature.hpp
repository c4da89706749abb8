#pragma once
// X-Webhook-Signature: "sha256=" and the lowercase hex HMAC-SHA256 of the raw request body, keyed with the
// webhook's secret.
#include <string>
#include <string_view>

namespace dialer::auth {

std::string webhook_signature(std::string_view secret, std::string_view body);
// Compares in constant time; a header of the wrong shape simply does not match.
bool webhook_signature_matches(std::string_view secret, std::string_view body, std::string_view header);

}  // namespace dialer::auth
