#pragma once
// Runs the cadences' due steps (docs/api.md, "Sending, and the limits"): a business-day delay lands on the same
// lead-local time of the right day; a step waits for its lead-local window (a text also for the calling rules'
// hours); a text goes through Twilio from the cadence's number, an e-mail into the outbox with its one-click
// unsubscribe, a call into the campaign's hopper at cadence priority. At most 3 texts and 5 e-mails per lead in
// any 7 days; nothing to a number that opted out or is on a do-not-call list, checked as the step runs.
#include <cstdint>
#include <functional>
#include <string>

#include "dialer/clock.hpp"
#include "domain/telephony.hpp"
#include "domain/background_work.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::events {
class EventBus;
}

namespace dialer::domain {

class CampaignEligibility;
class Cadences;
class DoNotCall;
class OptOutReach;
class LeadService;

struct CadenceRun {
  int ran = 0;         // steps done
  int texts = 0;       // texts handed to Twilio
  int emails = 0;      // e-mails queued
  int waiting = 0;     // steps moved to later (a window, a limit, a business day)
  int stopped = 0;     // enrollments stopped (opted out, do-not-call)
  bool more = false;   // more steps are due now: more than one batch, or steps without a delay after those done
};

class CadenceRunner {
 public:
  CadenceRunner(db::Database& database, Cadences& cadences, LeadService& leads, CampaignEligibility& eligibility,
                DoNotCall& dnc, OptOutReach& reach, events::EventBus& bus, BackgroundWork& work, TelephonyOptions options,
                const Clock& clock)
      : database_(database),
        cadences_(cadences),
        leads_(leads),
        eligibility_(eligibility),
        dnc_(dnc),
        reach_(reach),
        bus_(bus),
        work_(work),
        options_(std::move(options)),
        clock_(clock) {}

  // Runs the steps due now, the longest due first, up to one batch.
  CadenceRun run_due();

 private:
  db::Database& database_;
  Cadences& cadences_;
  LeadService& leads_;
  CampaignEligibility& eligibility_;
  DoNotCall& dnc_;
  OptOutReach& reach_;
  events::EventBus& bus_;  // call steps putting leads in a hopper publish HopperChanged, once per campaign
  BackgroundWork& work_;  // told when e-mails were queued: the outbox may send them at once
  TelephonyOptions options_;
  const Clock& clock_;
};

}  // namespace dialer::domain
