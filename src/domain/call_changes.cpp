#include "domain/call_changes.hpp"

#include <optional>

#include "db/call_outcome_store.hpp"
#include "db/call_store.hpp"
#include "domain/agent_moves.hpp"
#include "domain/call_progress.hpp"
#include "domain/publish_on_commit.hpp"

namespace dialer::domain {
namespace {

// The call's place among the outcome counts, none before a disposition.
std::optional<db::OutcomeHourCount> outcome_count(const model::Call& call) {
  if (!call.disposition_code) return std::nullopt;
  return db::OutcomeHourCount{call_hour(call.created_at), call.campaign_id.value_or(0), call.agent_id.value_or(0),
                              *call.disposition_code, 1};
}

// A disposition given, changed or moved to the agent's row: the old place loses the call, the new one gains it.
void move_outcome_count(SQLite::Database& db, const model::Call& before, const model::Call& after) {
  auto was = outcome_count(before);
  const auto is = outcome_count(after);
  if (was && is && was->hour == is->hour && was->campaign_id == is->campaign_id && was->agent_id == is->agent_id &&
      was->disposition_code == is->disposition_code) {
    return;
  }
  if (was) {
    was->calls = -1;
    db::add_outcome_count(db, before.organization_id, *was);
  }
  if (is) db::add_outcome_count(db, after.organization_id, *is);
}

}  // namespace

void mark_refused_by_provider(SQLite::Database& db, model::Call& call, const std::string& reason, std::int64_t now_ms) {
  apply_status(call, {model::CallStatus::kFailed, std::nullopt, std::nullopt, now_ms});
  call.error = reason;
  db::add_call_event(db, call.id, "error", {"error", "failed", reason, now_ms, false});
}

void save_call_change(db::Transaction& tx, events::EventBus& bus, const model::Call& before, model::Call after,
                      std::int64_t now_ms) {
  SQLite::Database& db = tx;
  after.updated_at = now_ms;
  db::update_call(db, after);
  const auto was = call_contribution(before);
  const auto is = call_contribution(after);
  if (was.agent_id == is.agent_id && was.campaign_id == is.campaign_id && was.hour == is.hour) {
    db::add_call_counts(db, after.organization_id, after.from_number, counts_change(was, is));
  } else {
    // Handed to an agent (a dialer's call): its counts move from the row without an agent to the agent's.
    auto gone = was;
    gone.counts = {};
    db::add_call_counts(db, before.organization_id, before.from_number, counts_change(was, gone));
    db::add_call_counts(db, after.organization_id, after.from_number, is);
  }
  move_outcome_count(db, before, after);
  publish_on_commit(tx, bus, events::CallChanged{after.organization_id, after.id, after.agent_id.value_or(0),
                                                 after.lead_id.value_or(0), std::string(model::to_text(after.status))});
  agent_follows_call(tx, bus, &before, after, now_ms);
}

}  // namespace dialer::domain
