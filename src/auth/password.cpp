#include "auth/password.hpp"

#include <sodium.h>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "auth/sodium_init.hpp"

namespace dialer::auth {
namespace {

// As many slots as cores; a kNormal waiter goes before every kBehind one.
class HashingSlots {
 public:
  void acquire(HashTurn turn) {
    std::unique_lock lock(mutex_);
    const bool first = turn == HashTurn::kNormal;
    if (first) ++normal_waiting_;
    freed_.wait(lock, [&] { return free_ > 0 && (first || normal_waiting_ == 0); });
    if (first) --normal_waiting_;
    --free_;
  }
  void release() {
    {
      std::lock_guard lock(mutex_);
      ++free_;
    }
    freed_.notify_all();
  }

 private:
  std::mutex mutex_;
  std::condition_variable freed_;
  int free_ = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  int normal_waiting_ = 0;
};

HashingSlots& hashing_slots() {
  static HashingSlots slots;
  return slots;
}

struct SlotGuard {
  explicit SlotGuard(HashTurn turn) { hashing_slots().acquire(turn); }
  ~SlotGuard() { hashing_slots().release(); }
  SlotGuard(const SlotGuard&) = delete;
  SlotGuard& operator=(const SlotGuard&) = delete;
};

std::atomic<HashCost> current_cost{HashCost::kInteractive};

struct Limits {
  unsigned long long passes;
  std::size_t memory;
};

Limits limits_of(HashCost cost) {
  if (cost == HashCost::kTestMinimum) return {crypto_pwhash_OPSLIMIT_MIN, crypto_pwhash_MEMLIMIT_MIN};
  return {crypto_pwhash_OPSLIMIT_INTERACTIVE, crypto_pwhash_MEMLIMIT_INTERACTIVE};
}

}  // namespace

void set_hash_cost(HashCost cost) { current_cost = cost; }

HashCost hash_cost() { return current_cost; }

bool needs_rehash(const std::string& hash) {
  // A test process replaces nothing: it would only make a real hash cheaper.
  if (current_cost == HashCost::kTestMinimum) return false;
  ensure_sodium();
  const Limits limits = limits_of(current_cost);
  return crypto_pwhash_str_needs_rehash(hash.c_str(), limits.passes, limits.memory) != 0;
}

std::string hash_password(std::string_view password) {
  ensure_sodium();
  char out[crypto_pwhash_STRBYTES];
  const Limits limits = limits_of(current_cost);
  SlotGuard slot(HashTurn::kNormal);
  if (crypto_pwhash_str(out, password.data(), password.size(), limits.passes, limits.memory) != 0) {
    throw std::runtime_error("password hashing ran out of memory");
  }
  return out;
}

bool verify_password(const std::string& hash, std::string_view password, HashTurn turn) {
  ensure_sodium();
  SlotGuard slot(turn);
  return crypto_pwhash_str_verify(hash.c_str(), password.data(), password.size()) == 0;
}

void verify_against_dummy(std::string_view password, HashTurn turn) {
  static const std::string dummy = hash_password("not-a-real-password");
  verify_password(dummy, password, turn);
}

}  // namespace dialer::auth
