#pragma once
// An opt-out on one channel stops them all for the lead, unless the organization turned that off (its calling rules'
// `optOutAllChannels`, on by default; docs/dialer.md, "Proof of compliance"): the FCC lets a person revoke consent
// by any reasonable means, and a person who said stop once should not have to say it again per channel. Called
// inside the write that records the opt-out, so both land together.
#include <cstdint>
#include <optional>
#include <string>

#include "db/transaction.hpp"

namespace dialer::domain {

class Cadences;
class CallingRulesSettings;
class DoNotCall;

class OptOutReach {
 public:
  OptOutReach(DoNotCall& dnc, CallingRulesSettings& rules, Cadences& cadences)
      : dnc_(dnc), rules_(rules), cadences_(cadences) {}

  // Whether the organization's opt-outs reach every channel: asked before the write (it may read the settings).
  bool reaches_all(std::int64_t organization_id);
  // Inside the write of an opt-out of the lead by `source` (sms_keyword | carrier | key_press | unsubscribe_link |
  // disposition), when reaches_all: its number goes on the do-not-call list and off texts, its address off e-mails,
  // its ledger gets one `all` `revoked` record and its cadences stop. Nothing for no lead.
  void reach(db::Transaction& tx, std::int64_t organization_id, std::optional<std::int64_t> lead_id,
             const std::string& source, const std::string& detail, const std::string& now);

 private:
  DoNotCall& dnc_;
  CallingRulesSettings& rules_;
  Cadences& cadences_;
};

}  // namespace dialer::domain
