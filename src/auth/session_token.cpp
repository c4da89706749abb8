#include "auth/session_token.hpp"

#include <sodium.h>

#include "auth/sodium_init.hpp"

namespace dialer::auth {

std::string new_session_token() {
  ensure_sodium();
  unsigned char bytes[32];
  randombytes_buf(bytes, sizeof bytes);
  char encoded[sodium_base64_ENCODED_LEN(sizeof bytes, sodium_base64_VARIANT_URLSAFE_NO_PADDING)];
  sodium_bin2base64(encoded, sizeof encoded, bytes, sizeof bytes, sodium_base64_VARIANT_URLSAFE_NO_PADDING);
  return encoded;
}

std::string session_token_hash(std::string_view token) {
  ensure_sodium();
  unsigned char digest[crypto_hash_sha256_BYTES];
  crypto_hash_sha256(digest, reinterpret_cast<const unsigned char*>(token.data()), token.size());
  return std::string(reinterpret_cast<const char*>(digest), sizeof digest);
}

}  // namespace dialer::auth
