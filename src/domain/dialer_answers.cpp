#include "domain/dialer_answers.hpp"

#include <optional>

#include "db/agent_state_store.hpp"
#include "db/call_store.hpp"
#include "db/hopper_store.hpp"
#include "db/lead_dialing_store.hpp"
#include "domain/agent_moves.hpp"
#include "domain/call_changes.hpp"
#include "domain/call_progress.hpp"
#include "domain/twiml.hpp"

namespace dialer::domain {

std::string agent_conference_name(std::int64_t organization_id, std::int64_t user_id) {
  return "dialer-org" + std::to_string(organization_id) + "-agent" + std::to_string(user_id);
}

HandOver hand_over_answer(db::Transaction& tx, events::EventBus& bus, const model::Call& call, const AnsweredLead& answer,
                          std::int64_t now_ms) {
  SQLite::Database& db = tx;
  auto after = call;
  if (!answer.answered_by.empty()) apply_answered_by(after, answer.answered_by);
  if (answer.answered_by == "machine") {
    db::add_call_event(db, call.id, "answer", {"amd", "machine", "An answering machine: not handed to an agent", now_ms, false});
    save_call_change(tx, bus, call, after, now_ms);
    return {hang_up_twiml(), true, false};
  }
  // A person (or detection off or unsure): someone is there.
  if (!after.answered_by || *after.answered_by == "unknown") after.answered_by = "human";
  const auto campaign_id = call.campaign_id.value_or(0);
  // Who takes the person: the agent a callback was dialed for, who went on call with it as it rang and whose
  // audio is still in its conference; else the agent ready the longest.
  std::optional<model::AgentState> taker;
  std::string why;
  if (call.agent_id) {
    const auto mine = db::agent_state(db, call.organization_id, *call.agent_id);
    if (mine.call_id == call.id && mine.conference_sid) {
      taker = mine;
      why = ", who asked for the callback";
    } else {
      // Its audio left meanwhile: the agent waits again, and the person goes to whoever is free.
      if (mine.call_id == call.id) agent_waits_again(tx, bus, mine, now_ms);
      after.agent_id.reset();
    }
  }
  if (!taker) taker = db::longest_waiting_agent(db, campaign_id);
  if (!taker) {
    after.abandoned = true;
    db::add_call_event(db, call.id, "answer", {"abandoned", "abandoned", "Answered with no agent free: the message played", now_ms, false});
    save_call_change(tx, bus, call, after, now_ms);
    if (call.lead_id) {
      db::remove_from_hopper(db, campaign_id, *call.lead_id);
      db::record_lead_outcome(db, campaign_id, *call.lead_id, "abandoned",
                              now_ms / 1000 + std::int64_t{answer.retry_minutes_after_abandon} * 60);
    }
    const std::string message = "Hello, this is " + answer.company +
                                ", with a telemarketing call. We are sorry: all of our agents are busy. To stop these "
                                "calls, press 9 now, or call " +
                                call.from_number + ".";
    return {press_key_twiml(message, answer.opt_out_action, "Goodbye."), false, true};
  }
  after.agent_id = taker->user_id;
  after.audio = "browser";
  after.in_conference = true;
  db::add_call_event(db, call.id, "answer", {"agent", "connected", "Handed to " + taker->agent_name + why, now_ms, false});
  save_call_change(tx, bus, call, after, now_ms);
  if (taker->call_id != call.id) {
    auto moved = *taker;
    moved.state = model::AgentStatus::kOnCall;
    moved.call_id = call.id;
    moved.lead_id = call.lead_id;
    save_agent_move(tx, bus, *taker, moved, now_ms);
  }
  return {join_conference_twiml(agent_conference_name(call.organization_id, taker->user_id), answer.record,
                                answer.recording_callback),
          false, false};
}

}  // namespace dialer::domain
