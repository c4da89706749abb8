// The event bus: numbered in publish order, a bounded backlog that says when a reader fell behind it, and
// subscribers woken after each publish.
#include <doctest/doctest.h>

#include <atomic>
#include <thread>
#include <vector>

#include "events/event_bus.hpp"

namespace {

using dialer::events::EventBus;
using dialer::events::LeadsChanged;

LeadsChanged created(std::int64_t organization, std::int64_t id) {
  LeadsChanged e;
  e.organization_id = organization;
  e.origin = "api";
  e.created.add(id);
  return e;
}

}  // namespace

TEST_CASE("events are numbered in publish order and read back after any sequence") {
  EventBus bus(dialer::system_clock());
  CHECK(bus.last_sequence() == 0);
  CHECK(bus.since(0)->empty());
  for (int i = 1; i <= 3; ++i) CHECK(bus.publish(created(1, i)) == static_cast<std::uint64_t>(i));
  const auto all = bus.since(0);
  REQUIRE(all);
  REQUIRE(all->size() == 3);
  CHECK(all->front().sequence == 1);
  CHECK(std::get<LeadsChanged>(all->back().payload).created.ids == std::vector<std::int64_t>{3});
  CHECK(bus.since(2)->size() == 1);
  CHECK(bus.since(3)->empty());
  CHECK(bus.boot_id().size() == 8);
  CHECK(EventBus(dialer::system_clock()).boot_id() != bus.boot_id());
}

TEST_CASE("the backlog is bounded, and a reader behind it is told so instead of skipping silently") {
  EventBus bus(dialer::system_clock(), 4);
  for (int i = 1; i <= 10; ++i) bus.publish(created(1, i));
  CHECK_FALSE(bus.since(0).has_value());
  CHECK_FALSE(bus.since(5).has_value());
  const auto recent = bus.since(6);
  REQUIRE(recent);
  CHECK(recent->size() == 4);
  CHECK(recent->front().sequence == 7);
}

TEST_CASE("one write of many leads is one small event") {
  LeadsChanged e;
  for (int i = 0; i < 5000; ++i) e.created.add(i);
  CHECK(e.created.ids.size() == dialer::events::LeadIds::kMaxListed);
  CHECK(e.created.count() == 5000);
}

TEST_CASE("subscribers are woken after each publish until they unsubscribe, from any thread") {
  EventBus bus(dialer::system_clock());
  std::atomic<int> woken{0};
  {
    const auto subscription = bus.subscribe([&] { ++woken; });
    std::vector<std::thread> publishers;
    for (int t = 0; t < 4; ++t) {
      publishers.emplace_back([&, t] {
        for (int i = 0; i < 100; ++i) bus.publish(created(t, i));
      });
    }
    for (auto& publisher : publishers) publisher.join();
    CHECK(woken == 400);
  }
  bus.publish(created(1, 1));
  CHECK(woken == 400);
  const auto all = bus.since(0);
  REQUIRE(all);
  for (std::size_t i = 0; i < all->size(); ++i) CHECK((*all)[i].sequence == i + 1);
}

TEST_CASE("a subscriber to some kinds of events is woken only by those, the others by every event") {
  EventBus bus(dialer::system_clock());
  int calls_and_agents = 0;
  int every = 0;
  const auto some =
      bus.subscribe_to<dialer::events::CallChanged, dialer::events::AgentStateChanged>([&] { ++calls_and_agents; });
  const auto all = bus.subscribe([&] { ++every; });
  bus.publish(created(1, 1));
  bus.publish(dialer::events::ListsChanged{1, 2, "created"});
  CHECK(calls_and_agents == 0);
  bus.publish(dialer::events::CallChanged{1, 7, 0, 0, "ringing"});
  bus.publish(dialer::events::AgentStateChanged{1, 3, "ready", 0, "", 0});
  CHECK(calls_and_agents == 2);
  CHECK(every == 4);
  CHECK(bus.last_sequence() == 4);
}
