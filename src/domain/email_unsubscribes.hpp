#pragma once
// The one-click unsubscribe of cadence e-mails (docs/api.md, "Sending, and the limits"): the token in the link
// and the List-Unsubscribe header names the e-mail; its address is opted out of the organization's e-mails, the
// lead's consent ledger says so, and its cadences stop.
#include <string>

#include "dialer/clock.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class Cadences;
class OptOutReach;

class EmailUnsubscribes {
 public:
  EmailUnsubscribes(db::Database& database, Cadences& cadences, OptOutReach& reach, const Clock& clock)
      : database_(database), cadences_(cadences), reach_(reach), clock_(clock) {}

  // The address unsubscribed (again is the same), or DomainError not_found for a token no e-mail carried.
  std::string unsubscribe(const std::string& token);

 private:
  db::Database& database_;
  Cadences& cadences_;
  OptOutReach& reach_;
  const Clock& clock_;
};

}  // namespace dialer::domain
