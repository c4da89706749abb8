#pragma once
// Calls as the rest of the server sees them (plain values; migration 0030).
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/call_status.hpp"

namespace dialer::model {

struct Call {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  std::optional<std::string> provider_sid;   // the lead's leg, CA…
  std::optional<std::string> agent_leg_sid;  // the agent's leg
  std::optional<std::int64_t> campaign_id;
  std::optional<std::int64_t> lead_id;
  std::optional<std::int64_t> agent_id;
  std::string direction = "outbound";
  std::string audio = "browser";  // browser | phone | none
  std::string from_number;
  std::string to_number;
  CallStatus status = CallStatus::kQueued;
  std::optional<std::string> answered_by;  // human | machine | unknown
  std::int64_t created_at = 0;   // Unix milliseconds
  std::optional<std::int64_t> answered_at;
  std::optional<std::int64_t> ended_at;
  std::optional<int> duration_seconds;
  std::optional<int> talk_seconds;
  std::optional<std::string> recording_sid;
  std::optional<int> recording_seconds;
  bool abandoned = false;
  std::optional<std::int64_t> disposition_id;
  std::optional<std::string> disposition_code;
  bool contact = false;     // the disposition's flags as they were when it was given
  bool conversion = false;
  std::string notes;
  std::optional<std::string> error;
  std::int64_t updated_at = 0;
  bool in_conference = false;  // the lead joined its agent's own conference (the dialer connected it)
  bool on_hold = false;        // that participant is on hold now
  // For the screens: names read with the call.
  std::string campaign_name;
  std::string lead_name;
  bool lead_deleted = false;  // the call names a lead that has been deleted since (its history stays)
  std::string agent_name;
  std::string disposition_label;
  std::string disposition_emoji;
};

// One line of a call's timeline.
struct CallEvent {
  std::string kind;    // placed | status | agent | abandoned | amd | recording | disposition | opt_out | error
  std::string status;  // the provider's word, or the disposition's code
  std::string detail;
  std::int64_t at = 0;  // Unix milliseconds
  bool late = false;    // arrived after a later state and moved nothing
};

// What the history screen asks for. Every filter is optional; pages go newest first, `before_id` continues.
struct CallFilter {
  std::optional<std::int64_t> from_ms;  // created at or after
  std::optional<std::int64_t> to_ms;    // created before
  std::optional<std::int64_t> campaign_id;
  std::optional<std::int64_t> agent_id;
  std::optional<std::string> outcome;  // a disposition's code, or "none" for calls without one
  std::optional<std::string> phone;    // E.164 of the lead's number
  std::optional<std::int64_t> lead_id;
  // Continue after this call (the last of the previous page): created_at and id.
  std::optional<std::pair<std::int64_t, std::int64_t>> after;
  int limit = 50;
};

struct CallPage {
  std::vector<Call> calls;
  bool more = false;  // a next page exists; continue after the last call
};

// What a set of calls counts for.
struct CallCounts {
  std::int64_t calls = 0;
  std::int64_t answered = 0;  // a person or a machine picked up
  std::int64_t human = 0;
  std::int64_t contacts = 0;
  std::int64_t conversions = 0;
  std::int64_t abandoned = 0;
  std::int64_t talk_seconds = 0;

  CallCounts& operator+=(const CallCounts& o) {
    calls += o.calls;
    answered += o.answered;
    human += o.human;
    contacts += o.contacts;
    conversions += o.conversions;
    abandoned += o.abandoned;
    talk_seconds += o.talk_seconds;
    return *this;
  }
  CallCounts operator-(const CallCounts& o) const {
    return {calls - o.calls,           answered - o.answered,   human - o.human,
            contacts - o.contacts,     conversions - o.conversions, abandoned - o.abandoned,
            talk_seconds - o.talk_seconds};
  }
};

// The counts of the calls placed in an hour, for one campaign and agent (0: none).
struct CallHourCounts {
  std::int64_t hour = 0;  // Unix seconds / 3600
  std::int64_t campaign_id = 0;
  std::int64_t agent_id = 0;
  CallCounts counts;
};

}  // namespace dialer::model
