#include "domain/call_progress.hpp"

namespace dialer::domain {

bool apply_status(model::Call& call, const StatusReport& report) {
  using model::CallStatus;
  if (!model::call_may_move(call.status, report.status)) return false;
  call.status = report.status;
  if (report.answered_by && !call.answered_by) call.answered_by = answered_by_word(*report.answered_by);
  if (report.status == CallStatus::kInProgress && !call.answered_at) call.answered_at = report.at_ms;
  if (model::is_final(report.status)) {
    call.ended_at = report.at_ms;
    call.duration_seconds = static_cast<int>((report.at_ms - call.created_at + 500) / 1000);
    if (report.status == CallStatus::kCompleted) {
      // Completed means someone answered, even when the "in-progress" report is still on its way.
      const int talk = report.call_duration.value_or(0);
      if (!call.answered_at) call.answered_at = report.at_ms - std::int64_t{talk} * 1000;
      call.talk_seconds = talk;
      // Twilio's own count of the talk is never longer than the call (reports can arrive in a burst at the end).
      if (*call.duration_seconds < talk) *call.duration_seconds = talk;
    }
  }
  call.updated_at = report.at_ms;
  return true;
}

std::string answered_by_word(const std::string& twilio_answered_by) {
  if (twilio_answered_by == "human") return "human";
  if (twilio_answered_by.rfind("machine", 0) == 0 || twilio_answered_by == "fax") return "machine";
  return "unknown";
}

bool apply_answered_by(model::Call& call, const std::string& word) {
  if (call.answered_by) return false;
  call.answered_by = word;
  return true;
}

model::CallHourCounts call_contribution(const model::Call& call) {
  model::CallHourCounts c;
  c.hour = call_hour(call.created_at);
  c.campaign_id = call.campaign_id.value_or(0);
  c.agent_id = call.agent_id.value_or(0);
  auto& n = c.counts;
  // A call counts once the lead is dialed: one the agent never connected to, or whose agent leg failed, did not
  // ring the lead (and must not lower its caller ID's answer rate).
  n.calls = call.provider_sid ? 1 : 0;
  const bool answered = call.answered_at.has_value();
  n.answered = answered ? 1 : 0;
  // Without machine detection a picked-up call is taken as a person.
  n.human = answered && call.answered_by.value_or("human") == "human" ? 1 : 0;
  n.contacts = call.contact ? 1 : 0;
  n.conversions = call.conversion ? 1 : 0;
  n.abandoned = call.abandoned ? 1 : 0;
  n.talk_seconds = call.talk_seconds.value_or(0);
  return c;
}

model::CallHourCounts counts_change(const model::CallHourCounts& before, const model::CallHourCounts& after) {
  model::CallHourCounts d = after;
  d.counts = after.counts - before.counts;
  return d;
}

}  // namespace dialer::domain
