#pragma once
#include <string>
#include <string_view>

namespace dialer::auth {

// 256 random bits, URL-safe base64 without padding: what the client holds, sent once.
std::string new_session_token();
// SHA-256 of the token (32 raw bytes): what the database holds.
std::string session_token_hash(std::string_view token);

}  // namespace dialer::auth
