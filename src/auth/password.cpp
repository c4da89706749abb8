#include "auth/password.hpp"

#include <sodium.h>

#include <semaphore>
#include <stdexcept>
#include <thread>

#include "auth/sodium_init.hpp"

namespace dialer::auth {
namespace {

std::counting_semaphore<>& hashing_slots() {
  static std::counting_semaphore<> slots(std::max(1u, std::thread::hardware_concurrency()));
  return slots;
}

struct SlotGuard {
  SlotGuard() { hashing_slots().acquire(); }
  ~SlotGuard() { hashing_slots().release(); }
};

}  // namespace

std::string hash_password(std::string_view password) {
  ensure_sodium();
  char out[crypto_pwhash_STRBYTES];
  SlotGuard slot;
  if (crypto_pwhash_str(out, password.data(), password.size(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                        crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0) {
    throw std::runtime_error("password hashing ran out of memory");
  }
  return out;
}

bool verify_password(const std::string& hash, std::string_view password) {
  ensure_sodium();
  SlotGuard slot;
  return crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size()) == 0;
}

void verify_against_dummy(std::string_view password) {
  static const std::string dummy = hash_password("not-a-real-password");
  verify_password(dummy, password);
}

}  // namespace dialer::auth
