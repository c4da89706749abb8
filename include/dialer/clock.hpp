#pragma once
// The one source of "now" for everything time-based (sessions, throttles, jobs, calling windows). The
// server runs on SystemClock; tests freeze time with ManualClock and move it by hand.
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>

namespace dialer {

class Clock {
 public:
  using time_point = std::chrono::system_clock::time_point;
  using duration = std::chrono::system_clock::duration;
  using Listener = std::function<void()>;

  virtual ~Clock() = default;
  virtual time_point now() const = 0;

  // Told whenever the time jumps (only a ManualClock does), so that whoever waits for a due time looks at
  // now() again instead of sleeping through the jump. Returns an id for remove_listener.
  virtual std::uint64_t add_listener(Listener) { return 0; }
  // Once it returns, the listener is not running and will not be called again (so its owner may go away).
  // Never call it from inside a listener.
  virtual void remove_listener(std::uint64_t) {}
};

// A time as Unix milliseconds, as the database keeps times.
inline std::int64_t unix_ms(Clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::milliseconds>(t.time_since_epoch()).count();
}

class SystemClock final : public Clock {
 public:
  time_point now() const override { return std::chrono::system_clock::now(); }
};

// Frozen until set() or advance(); safe to use from several threads.
class ManualClock final : public Clock {
 public:
  explicit ManualClock(time_point start) : now_(start) {}

  time_point now() const override;
  void set(time_point t);
  void advance(duration d);

  std::uint64_t add_listener(Listener listener) override;
  void remove_listener(std::uint64_t id) override;

 private:
  void notify();

  mutable std::mutex mutex_;
  // Held while listeners are called, so that remove_listener can wait for a call in progress.
  std::mutex notify_mutex_;
  time_point now_;
  std::uint64_t next_listener_ = 1;
  std::map<std::uint64_t, Listener> listeners_;
};

// The process's real clock, for defaults.
Clock& system_clock();

}  // namespace dialer
