#pragma once
// Counts failed attempts per key in a sliding window. Keys are client addresses, or e-mail + address,
// so a flood of failures from one place never slows a correct sign-in from another.
#include <chrono>
#include <deque>
#include <mutex>
#include <string>
#include <unordered_map>

namespace dialer::auth {

class AttemptThrottle {
 public:
  using Clock = std::chrono::steady_clock;

  AttemptThrottle(int max_failures, std::chrono::seconds window) : max_failures_(max_failures), window_(window) {}

  // Seconds to wait before the key may try again; 0 when it may try now.
  int retry_after_seconds(const std::string& key, Clock::time_point now = Clock::now());
  void record_failure(const std::string& key, Clock::time_point now = Clock::now());
  void clear(const std::string& key);

 private:
  void forget_expired(std::deque<Clock::time_point>& failures, Clock::time_point now) const;

  int max_failures_;
  std::chrono::seconds window_;
  std::mutex mutex_;
  std::unordered_map<std::string, std::deque<Clock::time_point>> failures_;
};

}  // namespace dialer::auth
