#include "auth/sealed_text.hpp"

#include <sodium.h>

#include <array>

#include "auth/sodium_init.hpp"

namespace dialer::auth {
namespace {

const std::array<unsigned char, crypto_secretbox_KEYBYTES>& process_key() {
  static const auto key = [] {
    ensure_sodium();
    std::array<unsigned char, crypto_secretbox_KEYBYTES> made{};
    crypto_secretbox_keygen(made.data());
    return made;
  }();
  return key;
}

}  // namespace

// Layout: nonce, then the ciphertext with its authentication tag.
std::vector<unsigned char> seal_text(std::string_view text) {
  const auto& key = process_key();
  std::vector<unsigned char> sealed(crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES + text.size());
  randombytes_buf(sealed.data(), crypto_secretbox_NONCEBYTES);
  crypto_secretbox_easy(sealed.data() + crypto_secretbox_NONCEBYTES, reinterpret_cast<const unsigned char*>(text.data()),
                        text.size(), sealed.data(), key.data());
  return sealed;
}

std::optional<std::string> open_sealed_text(const std::vector<unsigned char>& sealed) {
  if (sealed.size() < crypto_secretbox_NONCEBYTES + crypto_secretbox_MACBYTES) return std::nullopt;
  const auto& key = process_key();
  std::string text(sealed.size() - crypto_secretbox_NONCEBYTES - crypto_secretbox_MACBYTES, '\0');
  if (crypto_secretbox_open_easy(reinterpret_cast<unsigned char*>(text.data()), sealed.data() + crypto_secretbox_NONCEBYTES,
                                 sealed.size() - crypto_secretbox_NONCEBYTES, sealed.data(), key.data()) != 0) {
    return std::nullopt;
  }
  return text;
}

}  // namespace dialer::auth
