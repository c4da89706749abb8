#pragma once
// Counts failed attempts per key in a sliding window. Keys are client addresses, or e-mail + address,
// so a flood of failures from one place never slows a correct sign-in from another.
#include <chrono>
#include <deque>
#include <mutex>
#include <string>
#include <unordered_map>

#include "dialer/clock.hpp"

namespace dialer::auth {

class AttemptThrottle {
 public:
  AttemptThrottle(int max_failures, std::chrono::seconds window, const Clock& clock)
      : max_failures_(max_failures), window_(window), clock_(clock) {}

  // Seconds to wait before the key may try again; 0 when it may try now.
  int retry_after_seconds(const std::string& key);
  void record_failure(const std::string& key);
  void clear(const std::string& key);

 private:
  void forget_expired(std::deque<Clock::time_point>& failures, Clock::time_point now) const;

  int max_failures_;
  std::chrono::seconds window_;
  const Clock& clock_;
  std::mutex mutex_;
  std::unordered_map<std::string, std::deque<Clock::time_point>> failures_;
};

}  // namespace dialer::auth
