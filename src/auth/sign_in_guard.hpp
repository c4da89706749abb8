#pragma once
// Limits on password guesses (sign-in, and registrations, which guess nothing but cost a hash each), counted in a
// sliding window per address, per account on one address, and per account across every address:
//
// - an address that failed too often, on any accounts, waits;
// - an account + address that failed too often waits (someone's own typos);
// - an account that failed too often from anywhere is "under attack": from then on only addresses that have
//   not failed on it may try, one at a time, and one failure shuts that address out of it for the window. A
//   flood from many addresses gets one guess per address, while its owner, signing in from their usual place,
//   is not locked out.
//
// An attempt is reserved before its password is checked and counts as a failure until it is known to be
// none, so concurrent guesses cannot run past a limit.
#include <chrono>
#include <deque>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <utility>

#include "dialer/clock.hpp"

namespace dialer::auth {

class SignInGuard {
 public:
  struct Limits {
    int per_address = 30;
    int per_account_on_address = 5;
    int per_account = 10;
    std::chrono::seconds window = std::chrono::minutes(15);
  };

  class Attempt {
   public:
    Attempt(Attempt&& other) noexcept;
    Attempt& operator=(Attempt&&) = delete;
    ~Attempt();  // neither failed nor succeeded (e.g. invalid input, a storage error): counts as nothing
    void failed();
    void succeeded();  // also forgets this account's failures on this address
    // Whether the address had no failures at all when the attempt began: its hashing goes first.
    bool from_clean_address() const { return clean_address_; }

   private:
    friend class SignInGuard;
    Attempt(SignInGuard& guard, std::string account, std::string address, bool clean_address, bool while_locked)
        : guard_(&guard),
          account_(std::move(account)),
          address_(std::move(address)),
          clean_address_(clean_address),
          while_locked_(while_locked) {}
    void finish(bool failed);

    SignInGuard* guard_;
    std::string account_;
    std::string address_;
    bool clean_address_;
    bool while_locked_;
  };

  struct Refusal {
    std::chrono::seconds retry_after;
  };

  SignInGuard(Limits limits, const Clock& clock) : limits_(limits), clock_(clock) {}

  // An attempt for `account` (e.g. a lower-cased e-mail) from `address`, or how long to wait.
  std::optional<Attempt> begin(const std::string& account, const std::string& address, Refusal& refusal);

 private:
  struct Tally {
    std::deque<Clock::time_point> failures;
    int pending = 0;
  };

  void forget_expired(Tally& tally, Clock::time_point now) const;
  // Seconds until failures + pending < limit; 0 when it already is.
  std::chrono::seconds wait_for(const Tally& tally, int limit, Clock::time_point now) const;
  void sweep(Clock::time_point now);

  Limits limits_;
  const Clock& clock_;
  std::mutex mutex_;
  std::unordered_map<std::string, Tally> by_address_;
  std::unordered_map<std::string, Tally> by_account_on_address_;  // key: account + '\n' + address
  std::unordered_map<std::string, Tally> by_account_;
  std::unordered_map<std::string, int> locked_attempts_;  // in flight per account while under attack
};

}  // namespace dialer::auth
