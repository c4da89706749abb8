#pragma once
// What becomes of a dialer's call when the lead picks up (docs/dialer.md, "Progressive and power dialing"): an
// answering machine is hung up on (the call gets the Voicemail disposition once the write is done); a person joins
// the conference of the campaign's agent ready the longest, which goes on the call in the same write; with no
// agent free, the call is abandoned — a short message with the company's name, that it is a telemarketing call, a
// key to press and a number to call to stop these calls (47 CFR 64.1200(a)(7) and (b)(3)) — and counted.
#include <cstdint>
#include <string>

#include "db/transaction.hpp"
#include "events/event_bus.hpp"
#include "model/call.hpp"

namespace dialer::domain {

// The conference an agent waits in: one per agent, named for its organization and itself.
std::string agent_conference_name(std::int64_t organization_id, std::int64_t user_id);

struct AnsweredLead {
  std::string answered_by;         // human | machine | unknown | "" (no detection)
  std::string company;             // said when the call is abandoned
  std::string opt_out_action;      // where Twilio sends the key pressed during that message
  bool record = false;             // the campaign records its calls
  std::string recording_callback;  // when record
  int retry_minutes_after_abandon = 240;
};

struct HandOver {
  std::string twiml;
  bool machine = false;    // give it the machine disposition
  bool abandoned = false;
};

HandOver hand_over_answer(db::Transaction& tx, events::EventBus& bus, const model::Call& call, const AnsweredLead& answer,
                          std::int64_t now_ms);

}  // namespace dialer::domain
