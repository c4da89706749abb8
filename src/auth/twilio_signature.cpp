#include "auth/twilio_signature.hpp"

#include <openssl/crypto.h>
#include <openssl/evp.h>
#include <openssl/hmac.h>

#include <algorithm>

namespace dialer::auth {
namespace {

// The URL with its scheme's default port written out when it has none, or without it when it has exactly that
// port; "" for a URL that has another port or is not http(s).
std::string other_port_spelling(std::string_view url) {
  std::string_view default_port;
  std::size_t authority = 0;
  if (url.starts_with("https://")) {
    default_port = ":443";
    authority = 8;
  } else if (url.starts_with("http://")) {
    default_port = ":80";
    authority = 7;
  } else {
    return "";
  }
  const auto authority_end = std::min(url.find_first_of("/?#", authority), url.size());
  const auto host = url.substr(authority, authority_end - authority);
  // The last ':' after an IPv6 literal's ']' (or in a plain host) starts the port.
  const auto colon = host.rfind(':');
  const bool has_port = colon != std::string_view::npos && (host.find(']') == std::string_view::npos || colon > host.rfind(']'));
  std::string spelled(url.substr(0, authority));
  if (!has_port) {
    spelled.append(host).append(default_port);
  } else if (host.substr(colon) == default_port) {
    spelled.append(host.substr(0, colon));
  } else {
    return "";
  }
  spelled.append(url.substr(authority_end));
  return spelled;
}

bool same_signature(std::string_view expected, std::string_view header) {
  return header.size() == expected.size() && CRYPTO_memcmp(header.data(), expected.data(), expected.size()) == 0;
}

}  // namespace

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
  if (same_signature(twilio_signature(auth_token, url, params), header)) return true;
  const auto respelled = other_port_spelling(url);
  return !respelled.empty() && same_signature(twilio_signature(auth_token, respelled, params), header);
}

}  // namespace dialer::auth
