#pragma once
// X-Twilio-Signature, the proof that a request came from Twilio: the Base64 of the HMAC-SHA1, keyed with the
// account's Auth Token, of the full URL Twilio requested (scheme, host, path and query) followed by every POST
// parameter's name and value, sorted by name. Twilio signs each webhook and status callback this way.
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dialer::auth {

using FormParams = std::vector<std::pair<std::string, std::string>>;

std::string twilio_signature(std::string_view auth_token, std::string_view url, FormParams params);
// Compares in constant time; an empty or malformed header does not match. Twilio signs some requests over the URL
// with its scheme's default port written out (https://host:443/path, http://host:80/path) and some without, as its
// own helper libraries allow: either spelling of that port matches; another port does not.
bool twilio_signature_matches(std::string_view auth_token, std::string_view url, const FormParams& params,
                              std::string_view header);

}  // namespace dialer::auth
