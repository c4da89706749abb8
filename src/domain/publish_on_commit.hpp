#pragma once
// Events are published once the write that made them has committed (and never if it does not): what a
// screen hears of is always in the database, in commit order.
#include "db/transaction.hpp"
#include "events/event_bus.hpp"

namespace dialer::domain {

inline void publish_on_commit(db::Transaction& tx, events::EventBus& bus, events::Payload payload) {
  tx.after_commit([&bus, payload = std::move(payload)]() mutable { bus.publish(std::move(payload)); });
}

}  // namespace dialer::domain
