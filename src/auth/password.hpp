#pragma once
// Argon2id password hashes (libsodium, interactive limits). Each hash takes ~64 MiB and a core for a
// moment, so no more run at once than there are cores; the rest wait their turn, and those marked kBehind
// (sign-ins from addresses that have been failing) only when nobody else waits.
#include <string>
#include <string_view>

namespace dialer::auth {

enum class HashTurn { kNormal, kBehind };

// What a new hash costs. kInteractive, libsodium's interactive limits, is what a server always uses. kTestMinimum,
// Argon2id's least (8 KiB, one pass), is for test suites, which create hundreds of accounts: a server takes it only
// from --test-fast-password-hashing, and only while it listens on loopback (cli/serve_command.cpp). A hash is
// verified by the cost written in it, and a sign-in against a hash cheaper than the process's stores a new one.
enum class HashCost { kInteractive, kTestMinimum };
// Process-wide, set once at start before any hash is made.
void set_hash_cost(HashCost cost);
HashCost hash_cost();
// Whether `hash` was made at another cost than this server's (always false in a test process).
bool needs_rehash(const std::string& hash);

std::string hash_password(std::string_view password);
bool verify_password(const std::string& hash, std::string_view password, HashTurn turn = HashTurn::kNormal);
// Costs the same as a real verification: used when the account does not exist, so that response
// time does not reveal which e-mail addresses have accounts.
void verify_against_dummy(std::string_view password, HashTurn turn = HashTurn::kNormal);

}  // namespace dialer::auth
