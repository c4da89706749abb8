#pragma once
// Texts leads send to the organization's Twilio numbers (docs/api.md, "Texts from leads"): STOP and the other
// opt-out keywords opt the number out of texts (STOPALL out of calls too), START opts it back in, HELP is
// answered — each with one reply: Twilio's (its default on US long codes), or the server's when the organization
// says Twilio does not answer them. An opt-out in a short sentence ("Stop calling me") opts out too, always
// confirmed by the server (Twilio reads no sentences); a long one is a reply, asked about once. Every text is kept
// in the lead's messages, and the opt-outs and opt-ins in its consent ledger. Also what an admin reads of both.
#include <cstdint>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "model/lead_message.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class Cadences;
class DoNotCall;
class OptOutReach;
class LeadWrites;
class TwilioCallbacks;
struct TwilioRequest;

class SmsInbox {
 public:
  SmsInbox(db::Database& database, TwilioCallbacks& callbacks, LeadWrites& writes, DoNotCall& dnc, OptOutReach& reach,
           Cadences& cadences, const Clock& clock)
      : database_(database),
        callbacks_(callbacks),
        writes_(writes),
        dnc_(dnc),
        reach_(reach),
        cadences_(cadences),
        clock_(clock) {}

  // Twilio's request for a text received (signed like every Twilio request): the TwiML answer, with the one
  // reply a keyword gets unless Twilio gives it. A text Twilio sends again (the same MessageSid) changes nothing and is not answered.
  std::string receive(const TwilioRequest& request);
  // A text's delivery report (its StatusCallback): the lead's message says queued, sent, delivered, undelivered
  // or failed; error 21610 opts the number out and stops its cadences.
  void delivery(const TwilioRequest& request);

  // Newest first (404 for a lead of another organization).
  std::vector<model::LeadMessage> messages(const auth::Caller& caller, std::int64_t lead_id, std::int64_t before_id,
                                           int limit);
  // Oldest first.
  std::vector<model::LeadConsent> consents(const auth::Caller& caller, std::int64_t lead_id);

 private:
  db::Database& database_;
  TwilioCallbacks& callbacks_;
  LeadWrites& writes_;
  DoNotCall& dnc_;
  OptOutReach& reach_;
  Cadences& cadences_;
  const Clock& clock_;
};

}  // namespace dialer::domain
