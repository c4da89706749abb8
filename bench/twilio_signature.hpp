#pragma once
// Twilio's X-Twilio-Signature, computed by the bench with OpenSSL (not with the server's code): Base64 of the
// HMAC-SHA1, keyed by the Auth Token, of the URL followed by each parameter's name and value, sorted by name.
#include <string>
#include <utility>
#include <vector>

namespace bench {

std::string twilio_signature(const std::string& auth_token, const std::string& url,
                             std::vector<std::pair<std::string, std::string>> params);

}  // namespace bench
