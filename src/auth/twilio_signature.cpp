#include "auth/twilio_signature.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <algorithm>

namespace dialer::auth {

std::string twilio_signature(std::string_view auth_token, std::string_view url, FormParams params) {
  // By name; repeated names (a list) by value, as Twilio's own helper libraries do.
  std::sort(params.begin(), params.end());
  std::string data(url);
  for (const auto& [name, value] : params) data += name + value;
  unsigned char digest[EVP_MAX_MD_SIZE];
  unsigned int length = 0;
  HMAC(EVP_sha1(), auth_token.data(), static_cast<int>(auth_token.size()),
       reinterpret_cast<const unsigned char*>(data.data()), data.size(), digest, &length);
  std::string encoded(4 * ((length + 2) / 3), '\0');
  const int written = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(encoded.data()), digest, static_cast<int>(length));
  encoded.resize(static_cast<std::size_t>(written));
  return encoded;
}

bool twilio_signature_matches(std::string_view auth_token, std::string_view url, const FormParams& params,
                              std::string_view header) {
  if (header.empty() || auth_token.empty()) return false;
  const std::string expected = twilio_signature(auth_token, url, params);
  return header.size() == expected.size() && CRYPTO_memcmp(header.data(), expected.data(), expected.size()) == 0;
}

}  // namespace dialer::auth
