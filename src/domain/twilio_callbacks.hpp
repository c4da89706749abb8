#pragma once
// What Twilio asks and tells about calls (docs/api.md, "Twilio callbacks"): the voice request that wants the
// TwiML bridging an agent's leg to the lead, and the status, answering-machine and recording reports. Each one
// is checked against X-Twilio-Signature with the Auth Token of the account it names, and refused otherwise; a
// report Twilio sends again is one report; a late one never moves a call backwards.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "dialer/clock.hpp"
#include "domain/integration_log.hpp"
#include "events/event_bus.hpp"
#include "model/call.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class CallService;

struct TwilioRequest {
  std::string url;        // the full address Twilio requested: the public URL and the target, query included
  std::string signature;  // X-Twilio-Signature
  std::vector<std::pair<std::string, std::string>> form;
  std::optional<std::int64_t> call_id;  // ?call=: the call the server gave Twilio this address for
  std::string leg;                      // ?leg=agent: the agent's leg of a phone bridge; lead: a dialer's call
  std::optional<std::int64_t> agent_id;  // ?agent=: whose conference a conference-left report is about
  bool confirmed = false;               // ?confirmed=1: the answer to the press-1 question asked before
};

// What a request is about. Organizations may share one Twilio account, whose Auth Token then signs for each of them:
// the request belongs to the one holding what it names — the call of the signed address's ?call= (without it, the
// call with its CallSid), the text a delivery report names, the number a text was sent to.
struct TwilioSubject {
  std::optional<std::int64_t> call_id;
  std::string message_sid;
  std::string our_number;

  static TwilioSubject call(std::optional<std::int64_t> id) { return {id, "", ""}; }
  static TwilioSubject text_to(std::string number) { return {std::nullopt, "", std::move(number)}; }
  // A delivery report: the text it names, sent from `from`.
  static TwilioSubject delivery_of(std::string sid, std::string from) {
    return {std::nullopt, std::move(sid), std::move(from)};
  }
};

// A form field of the request ("" when absent).
std::string twilio_field(const TwilioRequest& request, const char* name);

class TwilioCallbacks {
 public:
  using RefusalSink = std::function<void(const std::string& line)>;

  TwilioCallbacks(db::Database& database, CallService& calls, IntegrationLog& log, events::EventBus& bus,
                  const Clock& clock, RefusalSink on_refused);

  // Every method throws DomainError forbidden ("invalid_signature") for a request Twilio did not sign, and
  // invalid for one that names no call.
  std::string voice(const TwilioRequest& request);
  // The agent's leg left its conference (the <Dial action> of its conference): the dialer stops placing calls
  // for it until it joins again.
  void conference_left(const TwilioRequest& request);
  void status(const TwilioRequest& request);
  void answering_machine(const TwilioRequest& request);
  void recording(const TwilioRequest& request);

  // The organization whose Auth Token signed the request, among those sharing its account the one holding its
  // subject. Throws DomainError forbidden otherwise, after saying so in the log.
  std::int64_t verified_organization(const TwilioRequest& request, const char* what, const TwilioSubject& subject);

 private:
  // Progressive and power dialing: the agent's browser joins its own conference to wait for leads.
  std::string agent_joins_conference(const TwilioRequest& request);
  // A dialer's call was answered: the machine, the person and the agent (docs/dialer.md).
  std::string lead_answered(const TwilioRequest& request);
  // A dialer's call that ended without an agent gets the outcome its end says (No Answer, Busy, Voicemail), or
  // simply leaves the hopper.
  void close_unworked(const model::Call& call);

  db::Database& database_;
  CallService& calls_;
  IntegrationLog& log_;
  events::EventBus& bus_;
  const Clock& clock_;
  RefusalSink on_refused_;
};

}  // namespace dialer::domain
