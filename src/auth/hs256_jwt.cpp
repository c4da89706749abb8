#include "auth/hs256_jwt.hpp"

#include <sodium.h>

#include "auth/sodium_init.hpp"

namespace dialer::auth {
namespace {

std::string base64url(const unsigned char* data, std::size_t size) {
  constexpr int kVariant = sodium_base64_VARIANT_URLSAFE_NO_PADDING;
  std::string out(sodium_base64_ENCODED_LEN(size, kVariant), '\0');
  sodium_bin2base64(out.data(), out.size(), data, size, kVariant);
  out.resize(out.find('\0'));
  return out;
}

std::string base64url(std::string_view text) {
  return base64url(reinterpret_cast<const unsigned char*>(text.data()), text.size());
}

}  // namespace

std::string hs256_jwt(std::string_view header_json, std::string_view claims_json, std::string_view secret) {
  ensure_sodium();
  const std::string signing_input = base64url(header_json) + "." + base64url(claims_json);
  unsigned char mac[crypto_auth_hmacsha256_BYTES];
  crypto_auth_hmacsha256_state state;
  crypto_auth_hmacsha256_init(&state, reinterpret_cast<const unsigned char*>(secret.data()), secret.size());
  crypto_auth_hmacsha256_update(&state, reinterpret_cast<const unsigned char*>(signing_input.data()), signing_input.size());
  crypto_auth_hmacsha256_final(&state, mac);
  return signing_input + "." + base64url(mac, sizeof mac);
}

}  // namespace dialer::auth
