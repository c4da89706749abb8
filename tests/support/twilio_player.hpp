#pragma once
// Twilio's side of a call, played against the server under test: the voice request of the agent's leg (the
// TwiML App's for a browser, the call's Url for a phone) and then the lead leg's reports to the addresses the
// server's TwiML names — in Twilio's order or another, repeated as Twilio retries, with a human or a machine
// answering. Every request is signed as Twilio signs it, computed here with OpenSSL, independently of the
// server's own code. Requests go to the server's real address; the signature covers the public address the
// server gave Twilio (as behind a proxy).
#include <httplib.h>

#include <cstdint>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

namespace test {

using TwilioParams = std::vector<std::pair<std::string, std::string>>;

// Base64(HMAC-SHA1(token, url + each parameter's name and value, sorted by name)).
std::string twilio_signature_of(const std::string& auth_token, const std::string& url, TwilioParams params);

struct LeadLegScript {
  // The statuses Twilio reports, in the order it makes them (their SequenceNumbers follow this order).
  std::vector<std::string> statuses{"initiated", "ringing", "in-progress", "completed"};
  // Indexes into `statuses` in the order they arrive; an index twice is a retry. Empty: as made.
  std::vector<int> arrival;
  int talk_seconds = 37;
  std::string answered_by;    // the machine detection report: "human", "machine_end_beep" …; "" for none
  std::string recording_sid;  // a completed recording to report; "" for none
};

// What the server's TwiML asks Twilio to do.
struct DialTwiml {
  std::string caller_id;
  std::string number;
  std::string status_callback;
  std::string amd_callback;
  std::string recording_callback;
  std::string say;  // a <Say> instead of a dial (the first one)
  std::string gather_action;  // where a <Gather> sends the key pressed
};
DialTwiml parse_dial_twiml(const std::string& twiml);

class TwilioPlayer {
 public:
  TwilioPlayer(std::string server_base, std::string public_base, std::string account_sid, std::string auth_token);

  // POSTs the form to `public_url` (sent to the server's real address), signed with `token` ("" : the account's;
  // "-" : unsigned).
  httplib::Result post(const std::string& public_url, const TwilioParams& params, const std::string& token = "") const;
  // POSTs the form to `public_url` signed over `signed_url`: Twilio writes the default port into some URLs it signs.
  httplib::Result post_signed_for(const std::string& public_url, const std::string& signed_url, const TwilioParams& params) const;
  // The TwiML App's voice request when the Voice SDK connects with {callId}.
  httplib::Result browser_connects(const std::string& identity, std::int64_t call_id, const std::string& call_sid) const;
  // The voice request when the agent's phone answers the call placed with `url`.
  httplib::Result phone_answers(const std::string& url, const std::string& call_sid, const std::string& from,
                                const std::string& to) const;
  // The agent presses `digits` on its phone when asked (the <Gather> action: `url` with &confirmed=1).
  httplib::Result phone_presses(const std::string& url, const std::string& call_sid, const std::string& digits) const;
  // The reports of the agent's leg of a phone bridge, to its StatusCallback.
  void agent_leg_reports(const std::string& status_callback, const std::string& call_sid,
                         const std::vector<std::string>& statuses) const;
  // Progressive and power dialing. The agent's browser joins its own conference (the SDK's connect parameter
  // conference=1); the TwiML says which conference.
  httplib::Result joins_conference(const std::string& identity, const std::string& call_sid) const;
  // The agent's leg left its conference (the <Dial action> Twilio requests when it ends).
  httplib::Result leaves_conference(std::int64_t agent_id, const std::string& call_sid) const;
  // A dialer's call is answered: the voice request Twilio makes to the call's Url once machine detection decided
  // (answered_by "human", "machine_start", "unknown"; "" when the campaign does not detect).
  httplib::Result dialer_call_answered(std::int64_t call_id, const std::string& call_sid, const std::string& answered_by) const;
  // A dialer's call's reports to its StatusCallback, in order (a "completed" one says talk_seconds); their
  // SequenceNumbers go on from the call's earlier reports.
  void dialer_call_reports(std::int64_t call_id, const std::string& call_sid, const std::vector<std::string>& statuses,
                           int talk_seconds = 0) const;
  // The lead leg's reports; returns its CallSid. Every report must be answered 200.
  std::string run_lead_leg(const DialTwiml& dial, const std::string& parent_sid, const LeadLegScript& script) const;

 private:
  std::string server_base_;
  std::string public_base_;
  std::string account_sid_;
  std::string auth_token_;
  mutable std::mutex mutex_;
  mutable std::map<std::string, int> sequences_;  // the next SequenceNumber per CallSid
};

}  // namespace test
