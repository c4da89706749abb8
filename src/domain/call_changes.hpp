#pragma once
// The one way a call's state is written once it exists: the row, its hour's counts moved by what changed, and
// the call.changed event once the write commits, and the agent's state when the call ended.
#include <cstdint>
#include <string>

#include "db/transaction.hpp"
#include "events/event_bus.hpp"
#include "model/call.hpp"

namespace dialer::domain {

// Twilio refused to place the call: it ends failed, Twilio's reason as its error and in its timeline (the caller
// then saves the change).
void mark_refused_by_provider(SQLite::Database& db, model::Call& call, const std::string& reason, std::int64_t now_ms);

void save_call_change(db::Transaction& tx, events::EventBus& bus, const model::Call& before, model::Call after,
                      std::int64_t now_ms);

}  // namespace dialer::domain
