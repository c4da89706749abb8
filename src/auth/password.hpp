#pragma once
// Argon2id password hashes (libsodium, interactive limits). Each hash takes ~64 MiB and a core for a
// moment, so no more run at once than there are cores; the rest wait their turn, and those marked kBehind
// (sign-ins from addresses that have been failing) only when nobody else waits.
#include <string>
#include <string_view>

namespace dialer::auth {

enum class HashTurn { kNormal, kBehind };

std::string hash_password(std::string_view password);
bool verify_password(const std::string& hash, std::string_view password, HashTurn turn = HashTurn::kNormal);
// Costs the same as a real verification: used when the account does not exist, so that response
// time does not reveal which e-mail addresses have accounts.
void verify_against_dummy(std::string_view password, HashTurn turn = HashTurn::kNormal);

}  // namespace dialer::auth
