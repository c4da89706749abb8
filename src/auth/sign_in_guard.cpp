#include "auth/sign_in_guard.hpp"

#include <algorithm>
#include <utility>

namespace dialer::auth {
namespace {

// Past this many tracked keys, idle ones are swept so memory stays bounded under a spray of addresses.
constexpr std::size_t kSweepAbove = 10000;

std::chrono::seconds at_least_one_second(Clock::duration wait) {
  return std::max(std::chrono::seconds(1), std::chrono::ceil<std::chrono::seconds>(wait));
}

}  // namespace

SignInGuard::Attempt::Attempt(Attempt&& other) noexcept
    : guard_(std::exchange(other.guard_, nullptr)),
      account_(std::move(other.account_)),
      address_(std::move(other.address_)),
      clean_address_(other.clean_address_),
      while_locked_(other.while_locked_) {}

SignInGuard::Attempt::~Attempt() {
  if (guard_) finish(false);
}

void SignInGuard::Attempt::failed() {
  if (guard_) finish(true);
}

void SignInGuard::Attempt::succeeded() {
  if (!guard_) return;
  SignInGuard& guard = *guard_;
  finish(false);
  std::lock_guard lock(guard.mutex_);
  const auto pair = guard.by_account_on_address_.find(account_ + '\n' + address_);
  if (pair != guard.by_account_on_address_.end()) {
    pair->second.failures.clear();
    if (pair->second.pending == 0) guard.by_account_on_address_.erase(pair);
  }
}

void SignInGuard::Attempt::finish(bool failed) {
  SignInGuard& guard = *std::exchange(guard_, nullptr);
  const auto now = guard.clock_.now();
  std::lock_guard lock(guard.mutex_);
  for (auto* tally : {&guard.by_address_[address_], &guard.by_account_on_address_[account_ + '\n' + address_],
                      &guard.by_account_[account_]}) {
    --tally->pending;
    if (failed) tally->failures.push_back(now);
  }
  if (while_locked_ && --guard.locked_attempts_[account_] <= 0) guard.locked_attempts_.erase(account_);
}

void SignInGuard::forget_expired(Tally& tally, Clock::time_point now) const {
  while (!tally.failures.empty() && now - tally.failures.front() >= limits_.window) tally.failures.pop_front();
}

std::chrono::seconds SignInGuard::wait_for(const Tally& tally, int limit, Clock::time_point now) const {
  const auto used = static_cast<int>(tally.failures.size()) + tally.pending;
  if (used < limit) return std::chrono::seconds(0);
  // Allowed again once enough failures have left the window; attempts still running only hold a moment.
  const auto must_leave = static_cast<std::size_t>(used - limit + 1);
  if (must_leave > tally.failures.size()) return std::chrono::seconds(1);
  return at_least_one_second(tally.failures[must_leave - 1] + limits_.window - now);
}

void SignInGuard::sweep(Clock::time_point now) {
  for (auto* map : {&by_address_, &by_account_on_address_, &by_account_}) {
    for (auto it = map->begin(); it != map->end();) {
      forget_expired(it->second, now);
      it = it->second.failures.empty() && it->second.pending == 0 ? map->erase(it) : std::next(it);
    }
  }
}

std::optional<SignInGuard::Attempt> SignInGuard::begin(const std::string& account, const std::string& address,
                                                       Refusal& refusal) {
  const auto now = clock_.now();
  std::lock_guard lock(mutex_);
  if (by_address_.size() + by_account_on_address_.size() + by_account_.size() > kSweepAbove) sweep(now);
  Tally& on_address = by_address_[address];
  Tally& on_pair = by_account_on_address_[account + '\n' + address];
  Tally& on_account = by_account_[account];
  for (auto* tally : {&on_address, &on_pair, &on_account}) forget_expired(*tally, now);

  const auto wait = std::max(wait_for(on_address, limits_.per_address, now),
                             wait_for(on_pair, limits_.per_account_on_address, now));
  if (wait.count() > 0) {
    refusal.retry_after = wait;
    return std::nullopt;
  }
  const bool locked = static_cast<int>(on_account.failures.size()) + on_account.pending >= limits_.per_account;
  if (locked) {
    if (!on_pair.failures.empty()) {
      refusal.retry_after = at_least_one_second(on_pair.failures.back() + limits_.window - now);
      return std::nullopt;
    }
    int& in_flight = locked_attempts_[account];
    if (in_flight >= 1) {
      refusal.retry_after = std::chrono::seconds(1);
      return std::nullopt;
    }
    ++in_flight;
  }
  for (auto* tally : {&on_address, &on_pair, &on_account}) ++tally->pending;
  return Attempt(*this, account, address, on_address.failures.empty(), locked);
}

}  // namespace dialer::auth
