#include "domain/call_changes.hpp"

#include "db/call_store.hpp"
#include "domain/agent_moves.hpp"
#include "domain/call_progress.hpp"
#include "domain/publish_on_commit.hpp"

namespace dialer::domain {

void save_call_change(db::Transaction& tx, events::EventBus& bus, const model::Call& before, model::Call after,
                      std::int64_t now_ms) {
  SQLite::Database& db = tx;
  after.updated_at = now_ms;
  db::update_call(db, after);
  db::add_call_counts(db, after.organization_id, after.from_number,
                      counts_change(call_contribution(before), call_contribution(after)));
  publish_on_commit(tx, bus, events::CallChanged{after.organization_id, after.id, after.agent_id.value_or(0),
                                                 after.lead_id.value_or(0), after.status});
  agent_follows_call(tx, bus, &before, after, now_ms);
}

}  // namespace dialer::domain
