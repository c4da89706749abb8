#include "twilio_signature.hpp"

#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <algorithm>

namespace bench {

std::string twilio_signature(const std::string& auth_token, const std::string& url,
                             std::vector<std::pair<std::string, std::string>> params) {
  std::sort(params.begin(), params.end());
  std::string data = url;
  for (const auto& [name, value] : params) data += name + value;
  unsigned char mac[EVP_MAX_MD_SIZE];
  unsigned int size = 0;
  HMAC(EVP_sha1(), auth_token.data(), static_cast<int>(auth_token.size()), reinterpret_cast<const unsigned char*>(data.data()),
       data.size(), mac, &size);
  std::string out(4 * ((size + 2) / 3) + 1, '\0');
  out.resize(static_cast<std::size_t>(EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()), mac, static_cast<int>(size))));
  return out;
}

}  // namespace bench
