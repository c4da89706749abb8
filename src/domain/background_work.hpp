#pragma once
// What a service tells the background work when it has just left work for a job (docs/architecture.md,
// "Background work"): one named interface for every such nudge, implemented by the application with the
// scheduler, instead of a callback per service wired by hand. A nudge only asks a job to run soon; the job reads
// what to do from the database, so a nudge before the scheduler runs loses nothing.
namespace dialer::domain {

class BackgroundWork {
 public:
  virtual ~BackgroundWork() = default;
  // An e-mail waits in the outbox, or the mail relay was set up or changed: the outbox may send at once.
  virtual void emails_waiting() = 0;
  // A cadence step may be due now: leads enrolled, a cadence activated, an enrollment resumed.
  virtual void cadence_steps_due() = 0;
  // A hopper should be filled again now: numbers went on a do-not-call list, or the dialer found one low.
  virtual void hopper_needs_refill() = 0;
  // A campaign started: its hopper is filled and its dialable leads counted now.
  virtual void campaign_started() = 0;
  // A bulk action on leads waits to run.
  virtual void lead_bulk_action_queued() = 0;
};

}  // namespace dialer::domain
