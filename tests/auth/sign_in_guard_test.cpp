// The guess limits on a movable clock: per address, per account on an address, per account across addresses
// (only new addresses, one at a time, once it is under attack), and reservations that keep concurrent guesses
// inside the limits.
#include <doctest/doctest.h>

#include <optional>
#include <string>
#include <vector>

#include "auth/sign_in_guard.hpp"

using dialer::auth::SignInGuard;
using namespace std::chrono_literals;

namespace {

constexpr SignInGuard::Limits kLimits{.per_address = 6, .per_account_on_address = 3, .per_account = 4, .window = 60s};

// One attempt that fails; false when the guard refused it.
bool fail_once(SignInGuard& guard, const std::string& account, const std::string& address) {
  SignInGuard::Refusal refusal{};
  auto attempt = guard.begin(account, address, refusal);
  if (!attempt) return false;
  attempt->failed();
  return true;
}

std::chrono::seconds refusal_of(SignInGuard& guard, const std::string& account, const std::string& address) {
  SignInGuard::Refusal refusal{};
  const auto attempt = guard.begin(account, address, refusal);
  REQUIRE_FALSE(attempt);
  return refusal.retry_after;
}

}  // namespace

TEST_CASE("sign-in guard: an account's own typos on one address, then a wait until the first leaves the window") {
  dialer::ManualClock clock(dialer::Clock::time_point{} + 1000s);
  SignInGuard guard(kLimits, clock);
  for (int i = 0; i < 3; ++i) {
    CHECK(fail_once(guard, "ada", "10.0.0.1"));
    clock.advance(1s);
  }
  CHECK(refusal_of(guard, "ada", "10.0.0.1") == 57s);
  // Another account on the same address, and the same account elsewhere, may still try.
  CHECK(fail_once(guard, "bob", "10.0.0.1"));
  SignInGuard::Refusal refusal{};
  auto elsewhere = guard.begin("ada", "10.0.0.2", refusal);
  REQUIRE(elsewhere);
  elsewhere->succeeded();
  clock.advance(57s);
  SignInGuard::Attempt later = *guard.begin("ada", "10.0.0.1", refusal);
  later.succeeded();  // forgets ada's failures on 10.0.0.1
  for (int i = 0; i < 2; ++i) CHECK(fail_once(guard, "ada", "10.0.0.1"));
}

TEST_CASE("sign-in guard: an address failing on many accounts is stopped for all of them") {
  dialer::ManualClock clock(dialer::Clock::time_point{} + 1000s);
  SignInGuard guard(kLimits, clock);
  for (int i = 0; i < 6; ++i) CHECK(fail_once(guard, "guess" + std::to_string(i), "10.6.6.6"));
  CHECK(refusal_of(guard, "someone-else", "10.6.6.6") == 60s);
  CHECK(fail_once(guard, "someone-else", "10.1.1.1"));
}

TEST_CASE("sign-in guard: an account under attack from many addresses lets each new address one guess, one at a time") {
  dialer::ManualClock clock(dialer::Clock::time_point{} + 1000s);
  SignInGuard guard(kLimits, clock);
  // Four failures from four addresses put the account under attack.
  for (int i = 0; i < 4; ++i) CHECK(fail_once(guard, "victim", "10.9.0." + std::to_string(i)));
  // An address that has failed on it may not try again within the window (it could, three times, before).
  CHECK(refusal_of(guard, "victim", "10.9.0.0") == 60s);
  // A new address may, but only while no other new address is trying.
  SignInGuard::Refusal refusal{};
  auto owner = guard.begin("victim", "192.168.1.5", refusal);
  REQUIRE(owner);
  CHECK(owner->from_clean_address());
  CHECK(refusal_of(guard, "victim", "10.9.1.1") == 1s);
  owner->succeeded();
  // Each further attacking address gets its one guess, and is then shut out.
  for (int i = 0; i < 20; ++i) {
    const std::string address = "10.9.2." + std::to_string(i);
    CHECK(fail_once(guard, "victim", address));
    CHECK(refusal_of(guard, "victim", address).count() > 0);
  }
  // Other accounts are untouched, and the attack ends with the window.
  CHECK(fail_once(guard, "other", "10.9.0.0"));
  clock.advance(61s);
  CHECK(fail_once(guard, "victim", "10.9.0.0"));
}

TEST_CASE("sign-in guard: attempts in flight count, so concurrent guesses cannot pass a limit") {
  dialer::ManualClock clock(dialer::Clock::time_point{} + 1000s);
  SignInGuard guard(kLimits, clock);
  SignInGuard::Refusal refusal{};
  std::vector<SignInGuard::Attempt> running;
  for (int i = 0; i < 3; ++i) {
    auto attempt = guard.begin("ada", "10.0.0.1", refusal);
    REQUIRE(attempt);
    running.push_back(std::move(*attempt));
  }
  CHECK(refusal_of(guard, "ada", "10.0.0.1") == 1s);  // three running: the fourth waits for one to end
  // One that ends without a verdict (bad input, a storage error) frees its place and counts as nothing.
  running.pop_back();
  auto again = guard.begin("ada", "10.0.0.1", refusal);
  REQUIRE(again);
  running.push_back(std::move(*again));
  for (auto& attempt : running) attempt.failed();
  CHECK(refusal_of(guard, "ada", "10.0.0.1") == 60s);
}

TEST_CASE("sign-in guard: an address with failures is not clean, and the map of addresses stays bounded") {
  dialer::ManualClock clock(dialer::Clock::time_point{} + 1000s);
  SignInGuard guard(kLimits, clock);
  CHECK(fail_once(guard, "a", "10.0.0.1"));
  SignInGuard::Refusal refusal{};
  auto dirty = guard.begin("b", "10.0.0.1", refusal);
  REQUIRE(dirty);
  CHECK_FALSE(dirty->from_clean_address());
  dirty->succeeded();
  // A spray of addresses: all remembered while in the window, swept once they leave it.
  for (int i = 0; i < 12000; ++i) CHECK(fail_once(guard, "spray" + std::to_string(i % 50), "172.16." + std::to_string(i)));
  clock.advance(61s);
  CHECK(fail_once(guard, "spray0", "172.16.0"));
}
