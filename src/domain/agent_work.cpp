#include "domain/agent_work.hpp"

#include "db/agent_state_store.hpp"
#include "db/call_store.hpp"
#include "db/database.hpp"
#include "db/hopper_store.hpp"
#include "db/lead_dialing_store.hpp"
#include "db/lead_skip_store.hpp"
#include "db/transaction.hpp"
#include "domain/agent_moves.hpp"
#include "domain/agent_states.hpp"
#include "domain/campaigns.hpp"
#include "domain/domain_error.hpp"
#include "domain/hopper.hpp"
#include "domain/script_fields.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

bool holds_lead(const model::AgentState& s) {
  return s.lead_id && (s.state == model::AgentStatus::kReserved || s.state == model::AgentStatus::kOnCall || s.state == model::AgentStatus::kWrapUp);
}

// The agent as the services that check a caller see it.
auth::Caller agent_caller(const model::AgentState& s) { return {s.user_id, s.organization_id, auth::Role::kAgent, 0}; }

}  // namespace

std::optional<HeldLead> AgentWork::held(const auth::Caller& caller) {
  const auto state = states_.current(caller);
  if (!holds_lead(state)) return std::nullopt;
  return describe(caller, state);
}

HeldLead AgentWork::describe(const auth::Caller& caller, const model::AgentState& state) {
  HeldLead out;
  out.state = state;
  out.campaign = campaigns_.get(caller, *state.campaign_id);
  out.lead = leads_.get(caller, *state.lead_id);
  out.calling_time = leads_.calling_time(out.lead, &out.campaign.settings);
  out.history = leads_.history(caller, out.lead.id, 0, kHistoryShown);
  out.script = fill_script(out.campaign.settings.script, {out.lead, state.agent_name, out.campaign.name});
  database_.read([&](SQLite::Database& db) {
    if (const auto dialing = db::find_lead_dialing(db, out.campaign.id, out.lead.id)) {
      out.attempts = dialing->attempts;
      out.last_outcome = dialing->last_outcome;
    }
    if (const auto entry = db::find_hopper_entry(db, out.campaign.id, out.lead.id)) {
      out.priority = entry->priority;
      out.source = entry->source;
    }
    model::CallFilter filter;
    filter.lead_id = out.lead.id;
    filter.limit = kCallsShown;
    out.calls = db::list_calls(db, caller.organization_id, filter).calls;
    out.skips = db::lead_skips(db, caller.organization_id, out.lead.id, kSkipsShown);
    if (state.call_id) {
      for (const auto& c : out.calls) {
        if (c.id == *state.call_id) out.call = c;
      }
      if (!out.call) out.call = db::find_call_by_id(db, *state.call_id);
    }
  });
  if (state.state == model::AgentStatus::kWrapUp) out.wrap_up_ends_at = state.since + out.campaign.settings.wrap_up_seconds * 1000LL;
  return out;
}

std::optional<HeldLead> AgentWork::next_lead(const auth::Caller& caller) {
  std::lock_guard lock(mutex_);
  const auto before = states_.current(caller);
  if (before.state == model::AgentStatus::kReserved || before.state == model::AgentStatus::kOnCall) return describe(caller, before);
  if (before.state == model::AgentStatus::kWrapUp && !states_.disposed(before)) {
    throw DomainError::conflict("disposition_required", "Give the call its disposition first");
  }
  if (before.state == model::AgentStatus::kOffline || !before.campaign_id) {
    throw DomainError::conflict("not_ready", "Go ready in a campaign to get leads");
  }
  if (before.state == model::AgentStatus::kPaused) throw DomainError::conflict("not_ready", "You are paused: go ready to get leads");
  const auto campaign = campaigns_.get(caller, *before.campaign_id);
  if (campaign.settings.dial_mode != "preview") {
    throw DomainError::conflict("not_preview", "The campaign " + campaign.name + " dials by itself (" +
                                                   campaign.settings.dial_mode + "): its calls come to you as they connect");
  }
  const auto entry = hopper_.claim(caller, campaign.id);
  const auto now = unix_ms(clock_.now());
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    // The agent may have gone offline or paused while the claim ran: the lead then goes back at once.
    const auto current = db::agent_state(db, caller.organization_id, caller.user_id);
    const bool unchanged = current.state == before.state && current.campaign_id == before.campaign_id;
    if (!unchanged) {
      if (entry) db::release_hopper_entry(db, campaign.id, entry->lead_id, caller.user_id);
      throw DomainError::conflict("state_changed", "Your state changed meanwhile: " + std::string(model::to_text(current.state)));
    }
    auto after = current;
    after.call_id.reset();
    after.lead_id.reset();
    after.state = model::AgentStatus::kReady;
    if (entry) {
      after.state = model::AgentStatus::kReserved;
      after.lead_id = entry->lead_id;
    }
    save_agent_move(tx, bus_, current, after, now);
  });
  if (!entry) return std::nullopt;
  return describe(caller, states_.current(caller));
}

void AgentWork::skip(const auth::Caller& caller, const std::string& reason) {
  const auto why = trim(reason);
  if (why.empty()) throw DomainError::invalid("validation_error", "Say why you skip this lead", {{"reason", "Say why"}});
  if (why.size() > kMostSkipReason) {
    throw DomainError::invalid("validation_error", "The reason is too long", {{"reason", "At most 200 characters"}});
  }
  std::lock_guard lock(mutex_);
  const auto now = unix_ms(clock_.now());
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    const auto current = db::agent_state(db, caller.organization_id, caller.user_id);
    if (current.state != model::AgentStatus::kReserved || !current.lead_id || !current.campaign_id) {
      throw DomainError::conflict("nothing_to_skip", "You hold no lead to skip");
    }
    db::skip_hopper_entry(db, *current.campaign_id, *current.lead_id, caller.user_id, now);
    db::insert_lead_skip(db, caller.organization_id, *current.lead_id, {*current.campaign_id, caller.user_id, "", why, now});
    auto after = current;
    after.state = model::AgentStatus::kReady;
    after.lead_id.reset();
    save_agent_move(tx, bus_, current, after, now);
  });
}

int AgentWork::end_wrap_ups() {
  const auto now = unix_ms(clock_.now());
  const auto waiting = database_.read([&](SQLite::Database& db) { return db::agents_in_wrap_up(db); });
  int ended = 0;
  for (const auto& state : waiting) {
    int seconds = 0;
    if (state.campaign_id) {
      try {
        seconds = campaigns_.get(agent_caller(state), *state.campaign_id).settings.wrap_up_seconds;
      } catch (const DomainError&) {
        // A campaign gone meanwhile keeps nobody in wrap-up.
      }
    }
    if (now < state.since + seconds * 1000LL || !states_.disposed(state)) continue;
    database_.write([&](db::Transaction& tx) {
      SQLite::Database& db = tx;
      const auto current = db::agent_state(db, state.organization_id, state.user_id);
      if (current.state != model::AgentStatus::kWrapUp || current.call_id != state.call_id) return;  // moved on meanwhile
      auto after = current;
      after.state = model::AgentStatus::kReady;
      after.call_id.reset();
      after.lead_id.reset();
      save_agent_move(tx, bus_, current, after, now);
      ++ended;
    });
  }
  return ended;
}

}  // namespace dialer::domain
