#pragma once
// Text sealed with a key that exists only in this process's memory (libsodium's secretbox: XSalsa20-Poly1305),
// for what the database must not hold readable: a password reset link waiting in the e-mail outbox. A copy of
// the database — a backup — cannot open it. A restart loses the key, and with it the sealed text: only
// short-lived things are sealed (a reset link lives an hour), and what can no longer be opened expires.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dialer::auth {

std::vector<unsigned char> seal_text(std::string_view text);
// The text, or nothing when it was sealed by another run of the server (or damaged).
std::optional<std::string> open_sealed_text(const std::vector<unsigned char>& sealed);

}  // namespace dialer::auth
