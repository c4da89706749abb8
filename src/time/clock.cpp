#include "dialer/clock.hpp"

#include <vector>

namespace dialer {

Clock::time_point ManualClock::now() const {
  std::lock_guard lock(mutex_);
  return now_;
}

void ManualClock::set(time_point t) {
  {
    std::lock_guard lock(mutex_);
    now_ = t;
  }
  notify();
}

void ManualClock::advance(duration d) {
  {
    std::lock_guard lock(mutex_);
    now_ += d;
  }
  notify();
}

std::uint64_t ManualClock::add_listener(Listener listener) {
  std::lock_guard lock(mutex_);
  const auto id = next_listener_++;
  listeners_.emplace(id, std::move(listener));
  return id;
}

void ManualClock::remove_listener(std::uint64_t id) {
  {
    std::lock_guard lock(mutex_);
    listeners_.erase(id);
  }
  // A notify() that copied the listener before the erase may still be calling it.
  std::lock_guard wait_for_calls(notify_mutex_);
}

void ManualClock::notify() {
  // Called without the lock: a listener may read now().
  std::lock_guard calling(notify_mutex_);
  std::vector<Listener> listeners;
  {
    std::lock_guard lock(mutex_);
    for (const auto& [id, listener] : listeners_) listeners.push_back(listener);
  }
  for (const auto& listener : listeners) listener();
}

Clock& system_clock() {
  static SystemClock clock;
  return clock;
}

}  // namespace dialer
