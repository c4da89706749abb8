#pragma once
// "Press 9 to stop these calls" (47 CFR 64.1200(b)(3)), offered by the abandoned-call message (docs/dialer.md,
// "Abandoned calls"): the key Twilio gathered puts the called number on the organization's do-not-call list, in the
// call's timeline and the lead's consent ledger, at once and once.
#include <string>

#include "dialer/clock.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class DoNotCall;
class OptOutReach;
class TwilioCallbacks;
struct TwilioRequest;

class KeyPressOptOuts {
 public:
  KeyPressOptOuts(db::Database& database, TwilioCallbacks& callbacks, DoNotCall& dnc, OptOutReach& reach,
                  const Clock& clock)
      : database_(database), callbacks_(callbacks), dnc_(dnc), reach_(reach), clock_(clock) {}

  // Twilio's request with the key pressed (Digits), signed like every Twilio request and naming its call: the TwiML
  // that says what became of it. Twilio's retry of the same key changes nothing more.
  std::string key_pressed(const TwilioRequest& request);

 private:
  db::Database& database_;
  TwilioCallbacks& callbacks_;
  DoNotCall& dnc_;
  OptOutReach& reach_;
  const Clock& clock_;
};

}  // namespace dialer::domain
