#include "auth/webhook_signature.hpp"

#include <sodium.h>

#include "auth/sodium_init.hpp"

namespace dialer::auth {
namespace {

constexpr std::string_view kPrefix = "sha256=";

void hmac(std::string_view secret, std::string_view timestamp, std::string_view body,
          unsigned char (&out)[crypto_auth_hmacsha256_BYTES]) {
  ensure_sodium();
  crypto_auth_hmacsha256_state state;
  crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char*>(secret.data()), secret.size());
  if (!timestamp.empty()) {
    crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(timestamp.data()), timestamp.size());
    crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>("."), 1);
  }
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(body.data()), body.size());
  crypto_auth_hmacsha256_final(&state, out);
}

}  // namespace

std::string webhook_signature(std::string_view secret, std::string_view body, std::string_view timestamp) {
  unsigned char digest[crypto_auth_hmacsha256_BYTES];
  hmac(secret, timestamp, body, digest);
  char hex[sizeof digest * 2 + 1];
  sodium_bin2hex(hex, sizeof hex, digest, sizeof digest);
  return std::string(kPrefix) + hex;
}

bool webhook_signature_matches(std::string_view secret, std::string_view body, std::string_view header,
                               std::string_view timestamp) {
  if (header.substr(0, kPrefix.size()) != kPrefix) return false;
  const std::string_view hex = header.substr(kPrefix.size());
  unsigned char given[crypto_auth_hmacsha256_BYTES];
  std::size_t length = 0;
  if (sodium_hex2bin(given, sizeof given, hex.data(), hex.size(), nullptr, &length, nullptr) != 0 ||
      length != sizeof given) {
    return false;
  }
  unsigned char expected[crypto_auth_hmacsha256_BYTES];
  hmac(secret, timestamp, body, expected);
  return sodium_memcmp(given, expected, sizeof given) == 0;
}

}  // namespace dialer::auth
