#pragma once
// The TwiML the server answers Twilio's voice and messaging requests with (docs/dialer.md, "Calls"): XML, every value escaped.
#include <string>

namespace dialer::domain {

struct LeadDial {
  std::string caller_id;        // the campaign's number (or the local one)
  std::string lead_number;      // E.164
  std::string status_callback;  // the lead leg's initiated / ringing / answered / completed reports
  int timeout_seconds = 30;
  bool record = false;
  std::string recording_callback;  // when record
  bool machine_detection = false;
  std::string amd_callback;  // when machine_detection
};

// <Dial> to the lead: the agent's leg (browser or phone) is bridged to it once it answers.
std::string dial_lead_twiml(const LeadDial& dial);
// An agent's own conference (progressive and power dialing), where it waits for the leads the dialer connects:
// the agent's leg starts it and ends it; `action` is told when the agent's leg leaves it; `greeting`, when not
// empty, is said first (to an agent on its phone).
std::string agent_conference_twiml(const std::string& conference, const std::string& action, const std::string& greeting = "");
// An answered lead joins the agent's conference; leaving does not end it for the agent.
std::string join_conference_twiml(const std::string& conference, bool record, const std::string& recording_callback);
// Hangs up at once (an answering machine the dialer does not hand to an agent).
std::string hang_up_twiml();
// Asks for one key before going on: a person presses it, an answering machine does not (the call then ends with
// `goodbye`). `action` receives the key as Digits.
std::string press_key_twiml(const std::string& prompt, const std::string& action, const std::string& goodbye);
// Says `sentence` and hangs up: the answer to a voice request for a call that cannot go ahead.
std::string say_and_hang_up_twiml(const std::string& sentence);
// The answer to a text: one <Message> back to its sender, or none when `reply` is empty.
std::string message_reply_twiml(const std::string& reply);

}  // namespace dialer::domain
