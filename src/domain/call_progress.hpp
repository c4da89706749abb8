#pragma once
// How a call moves on as the provider reports it (docs/dialer.md, "Calls"): forward only, as
// model::call_may_move says, so a report that arrives late is kept in the timeline but moves nothing. And what a
// call counts for in its hour's counts.
#include <cstdint>
#include <optional>
#include <string>

#include "model/call.hpp"

namespace dialer::domain {

struct StatusReport {
  model::CallStatus status = model::CallStatus::kQueued;
  std::optional<int> call_duration;   // CallDuration (seconds, from the answer) on the final report
  std::optional<std::string> answered_by;  // AnsweredBy, when machine detection reported with it
  std::int64_t at_ms = 0;             // when it arrived
};

// Moves the call forward; false when the report is late (the call is already as far or further) and the call
// is left as it was.
bool apply_status(model::Call& call, const StatusReport& report);
// Twilio's AnsweredBy (human, machine_start, machine_end_beep, fax, unknown …) as human | machine | unknown.
std::string answered_by_word(const std::string& twilio_answered_by);
// The first answer machine detection gives stands; false when the call had one already.
bool apply_answered_by(model::Call& call, const std::string& word);

// What one call adds to the counts of the hour it was placed in.
model::CallHourCounts call_contribution(const model::Call& call);
// What changed in a call's contribution (after - before, field by field; the same hour, campaign and agent).
model::CallHourCounts counts_change(const model::CallHourCounts& before, const model::CallHourCounts& after);
// The hour (Unix seconds / 3600) a call placed at `created_ms` counts in.
inline std::int64_t call_hour(std::int64_t created_ms) { return created_ms / 3'600'000; }

}  // namespace dialer::domain
