#pragma once
// X-Webhook-Signature: "sha256=" and the lowercase hex HMAC-SHA256, keyed with the webhook's secret, of
// "<X-Webhook-Timestamp>.<raw body>" — or, from older senders that send no timestamp, of the raw body alone.
#include <string>
#include <string_view>

namespace dialer::auth {

// timestamp empty: the body-only signature.
std::string webhook_signature(std::string_view secret, std::string_view body, std::string_view timestamp = {});
// Compares in constant time; a header of the wrong shape simply does not match.
bool webhook_signature_matches(std::string_view secret, std::string_view body, std::string_view header,
                               std::string_view timestamp = {});

}  // namespace dialer::auth
