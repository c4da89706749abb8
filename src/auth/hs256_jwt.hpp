#pragma once
// A JSON Web Token signed with HMAC-SHA256 (RFC 7519, "HS256"): the Base64url (unpadded) of the header, of the
// claims and of the MAC over the first two joined by a dot. Twilio's access tokens for its Voice SDK are these.
#include <string>
#include <string_view>

namespace dialer::auth {

std::string hs256_jwt(std::string_view header_json, std::string_view claims_json, std::string_view secret);

}  // namespace dialer::auth
