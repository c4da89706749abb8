#pragma once
// Argon2id password hashes (libsodium, interactive limits). Each hash takes ~64 MiB and a core for a
// moment, so no more run at once than there are cores; the rest wait their turn.
#include <string>
#include <string_view>

namespace dialer::auth {

std::string hash_password(std::string_view password);
bool verify_password(const std::string& hash, std::string_view password);
// Costs the same as a real verification: used when the account does not exist, so that response
// time does not reveal which e-mail addresses have accounts.
void verify_against_dummy(std::string_view password);

}  // namespace dialer::auth
