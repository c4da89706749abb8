#pragma once
// The in-process event bus: events are published after their write commits (from the writer's thread, in
// commit order), kept in a bounded backlog, and read by subscribers from their own threads. Publishing only
// appends and wakes: whatever a subscriber does with an event costs the writer nothing.
#include <cstdint>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "dialer/clock.hpp"
#include "events/events.hpp"

namespace dialer::events {

class EventBus {
 public:
  static constexpr std::size_t kDefaultBacklog = 4096;

  // Unsubscribes when destroyed.
  class Subscription {
   public:
    Subscription(EventBus& bus, std::uint64_t id) : bus_(bus), id_(id) {}
    ~Subscription() { bus_.unsubscribe(id_); }
    Subscription(const Subscription&) = delete;
    Subscription& operator=(const Subscription&) = delete;

   private:
    EventBus& bus_;
    std::uint64_t id_;
  };

  explicit EventBus(const Clock& clock, std::size_t backlog = kDefaultBacklog);

  // Assigns the next sequence number and wakes the subscribers; returns the number.
  std::uint64_t publish(Payload payload);

  // The events after `after_sequence` still in the backlog, oldest first; nullopt when some of them were
  // already dropped (the reader must start over from what is stored).
  std::optional<std::vector<Event>> since(std::uint64_t after_sequence) const;
  std::uint64_t last_sequence() const;

  // `wake` is called after every publish, on the publisher's thread, without the bus's lock: it should only
  // signal its own thread to call since().
  std::unique_ptr<Subscription> subscribe(std::function<void()> wake);
  // The same, called only after events of the kinds named: a subscriber that cares about a few kinds costs the
  // writer nothing for the others (a lead write publishes an event on every commit).
  template <typename... Kinds>
  std::unique_ptr<Subscription> subscribe_to(std::function<void()> wake) {
    return subscribe_kinds(std::move(wake), (kind_bit(Payload(std::in_place_type<Kinds>)) | ...));
  }

  // Random per start of the server: event ids from an earlier run are recognised as such.
  const std::string& boot_id() const { return boot_id_; }

 private:
  struct Subscriber {
    std::function<void()> wake;
    std::uint64_t kinds;  // one bit per alternative of Payload
  };
  static std::uint64_t kind_bit(const Payload& payload) { return std::uint64_t{1} << payload.index(); }
  std::unique_ptr<Subscription> subscribe_kinds(std::function<void()> wake, std::uint64_t kinds);
  void unsubscribe(std::uint64_t id);

  const Clock& clock_;
  const std::size_t capacity_;
  const std::string boot_id_;
  mutable std::mutex mutex_;
  std::deque<Event> backlog_;
  std::uint64_t last_sequence_ = 0;
  std::mutex subscribers_mutex_;
  std::uint64_t next_subscriber_ = 1;
  std::map<std::uint64_t, Subscriber> subscribers_;
};

}  // namespace dialer::events
