#include "auth/attempt_throttle.hpp"

namespace dialer::auth {
namespace {
// Past this many tracked keys, expired ones are swept so memory stays bounded under a spray of addresses.
constexpr std::size_t kSweepAbove = 10000;
}  // namespace

void AttemptThrottle::forget_expired(std::deque<Clock::time_point>& failures, Clock::time_point now) const {
  while (!failures.empty() && now - failures.front() >= window_) failures.pop_front();
}

int AttemptThrottle::retry_after_seconds(const std::string& key) {
  const auto now = clock_.now();
  std::lock_guard lock(mutex_);
  const auto it = failures_.find(key);
  if (it == failures_.end()) return 0;
  forget_expired(it->second, now);
  if (static_cast<int>(it->second.size()) < max_failures_) return 0;
  // Allowed again once the oldest failure that keeps the count at the limit leaves the window.
  const auto oldest = it->second[it->second.size() - static_cast<std::size_t>(max_failures_)];
  const auto wait = std::chrono::ceil<std::chrono::seconds>(oldest + window_ - now).count();
  return static_cast<int>(std::max<long long>(1, wait));
}

void AttemptThrottle::record_failure(const std::string& key) {
  const auto now = clock_.now();
  std::lock_guard lock(mutex_);
  if (failures_.size() > kSweepAbove) {
    for (auto it = failures_.begin(); it != failures_.end();) {
      forget_expired(it->second, now);
      it = it->second.empty() ? failures_.erase(it) : std::next(it);
    }
  }
  auto& list = failures_[key];
  forget_expired(list, now);
  list.push_back(now);
}

void AttemptThrottle::clear(const std::string& key) {
  std::lock_guard lock(mutex_);
  failures_.erase(key);
}

}  // namespace dialer::auth
