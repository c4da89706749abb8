#include "events/event_bus.hpp"

#include <sodium.h>

namespace dialer::events {
namespace {

std::string random_boot_id() {
  static const char kAlphabet[] = "abcdefghijklmnopqrstuvwxyz0123456789";
  std::string id(8, 'x');
  for (auto& c : id) c = kAlphabet[randombytes_uniform(sizeof kAlphabet - 1)];
  return id;
}

}  // namespace

std::int64_t organization_of(const Payload& payload) {
  return std::visit([](const auto& event) { return event.organization_id; }, payload);
}

EventBus::EventBus(const Clock& clock, std::size_t backlog)
    : clock_(clock), capacity_(backlog == 0 ? 1 : backlog), boot_id_(random_boot_id()) {}

std::uint64_t EventBus::publish(Payload payload) {
  const std::uint64_t kind = kind_bit(payload);
  std::uint64_t sequence;
  {
    std::lock_guard lock(mutex_);
    sequence = ++last_sequence_;
    backlog_.push_back(Event{sequence, clock_.now(), std::move(payload)});
    if (backlog_.size() > capacity_) backlog_.pop_front();
  }
  std::lock_guard lock(subscribers_mutex_);
  for (const auto& [id, subscriber] : subscribers_) {
    if (subscriber.kinds & kind) subscriber.wake();
  }
  return sequence;
}

std::optional<std::vector<Event>> EventBus::since(std::uint64_t after_sequence) const {
  std::lock_guard lock(mutex_);
  std::vector<Event> out;
  if (after_sequence >= last_sequence_) return out;
  const std::uint64_t oldest = backlog_.empty() ? last_sequence_ + 1 : backlog_.front().sequence;
  if (after_sequence + 1 < oldest) return std::nullopt;
  const auto first = backlog_.begin() + static_cast<std::ptrdiff_t>(after_sequence + 1 - oldest);
  out.assign(first, backlog_.end());
  return out;
}

std::uint64_t EventBus::last_sequence() const {
  std::lock_guard lock(mutex_);
  return last_sequence_;
}

std::unique_ptr<EventBus::Subscription> EventBus::subscribe(std::function<void()> wake) {
  static_assert(std::variant_size_v<Payload> <= 64, "one bit per kind of event");
  return subscribe_kinds(std::move(wake), ~std::uint64_t{0});
}

std::unique_ptr<EventBus::Subscription> EventBus::subscribe_kinds(std::function<void()> wake, std::uint64_t kinds) {
  std::lock_guard lock(subscribers_mutex_);
  const auto id = next_subscriber_++;
  subscribers_.emplace(id, Subscriber{std::move(wake), kinds});
  return std::make_unique<Subscription>(*this, id);
}

void EventBus::unsubscribe(std::uint64_t id) {
  std::lock_guard lock(subscribers_mutex_);
  subscribers_.erase(id);
}

}  // namespace dialer::events
