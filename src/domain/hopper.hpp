#pragma once
// A campaign's hopper (docs/dialer.md, "The hopper"): the leads to call next, pushed by admins with a priority
// (and, with the refill job, by the dialer), and handed out one at a time: a claim gives the best waiting lead
// that may be called now — re-checked at that moment, so a number put on a do-not-call list while it waited is
// never handed out — to one agent only.
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "events/event_bus.hpp"
#include "model/campaign.hpp"
#include "model/hopper.hpp"
#include "domain/lead_write_listener.hpp"
#include "domain/background_work.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class CampaignEligibility;
class CampaignFunnels;
class CampaignService;

class Hopper final : public LeadWriteListener {
 public:
  static constexpr int kUrgentPriority = 90;
  static constexpr int kWebhookPriority = 40;
  static constexpr int kCallbackPriority = 50;
  // A lead an agent skipped comes back to that agent only after this (to the others at once).
  static constexpr std::chrono::minutes kSkipRest{10};
  // Every change to a hopper is published (events::HopperChanged) once written, for the screens that show it.
  // work: asked for a refill at once when a webhook's leads arrive.
  Hopper(db::Database& database, CampaignService& campaigns, CampaignEligibility& eligibility, CampaignFunnels& funnels,
         events::EventBus& bus, BackgroundWork& work, const Clock& clock)
      : database_(database),
        campaigns_(campaigns),
        eligibility_(eligibility),
        funnels_(funnels),
        bus_(bus),
        work_(work),
        clock_(clock) {}

  std::vector<model::HopperEntry> entries(const auth::Caller& caller, std::int64_t campaign_id);
  // An admin's push (source "urgent"); refused for a lead that must not be called (DNC, no dialable number).
  model::HopperEntry push(const auth::Caller& caller, std::int64_t campaign_id, std::int64_t lead_id, int priority);
  model::HopperEntry set_priority(const auth::Caller& caller, std::int64_t campaign_id, std::int64_t lead_id, int priority);
  void remove(const auth::Caller& caller, std::int64_t campaign_id, std::int64_t lead_id);
  // Empties the hopper of its waiting leads (reserved ones stay with their agents); returns how many left.
  int clear(const auth::Caller& caller, std::int64_t campaign_id);
  // The best waiting lead that may be called now, reserved for the caller; none when no lead can be called now.
  // Leads that can no longer be called at all (DNC, status, lists, attempts, number) leave the hopper on the way.
  std::optional<model::HopperEntry> claim(const auth::Caller& caller, std::int64_t campaign_id);
  // The same for the dialer of a progressive or power campaign: the lead is held for its call (claimed by
  // kDialer); none when the campaign is not running. Mine-only callbacks wait for their agent.
  std::optional<model::HopperEntry> claim_for_dialer(const model::Campaign& campaign, std::int64_t organization_id);
  static constexpr std::int64_t kDialer = 0;
  // A due mine-only callback, reserved for its agent for the call the dialer places for it; false when it may
  // not be called now (it keeps its place, or leaves the hopper when it can no longer be called at all) or is
  // gone or reserved already.
  bool claim_callback(const model::Campaign& campaign, std::int64_t organization_id, std::int64_t lead_id,
                      std::int64_t user_id);

  // The campaign's hopper level now (docs/dialer.md, "The hopper"): automatic — agents at work × lines × 2, at
  // least kLeastAutomaticLevel — or the number set.
  struct Level {
    int leads = 0;
    bool automatic = false;
    int agents_at_work = 0;
    int lines = 1;  // per agent: the campaign's in power, else 1
  };
  Level level(const model::Campaign& campaign);
  // The same from a count of its agents at work already read (the dialer reads it with the rest of its pass).
  static Level level_for(const model::Campaign& campaign, int agents_at_work);
  Level level_of(const auth::Caller& caller, std::int64_t campaign_id);
  // Leads waiting in the campaign's hopper now (not held by an agent).
  int waiting(std::int64_t campaign_id);
  static constexpr int kLeastAutomaticLevel = 20;

  struct Refill {
    int added = 0;
    int waiting = 0;  // after it
    int evicted = 0;  // waiting leads that can no longer be called, removed
  };
  // Fills every active campaign's hopper up to its level from its lists, in its lead order, with leads that may
  // be called now (source "standard", priority 0), in one write, with the waiting leads that can no longer be
  // called at all removed in it. Returns how many were added.
  int refill_all(const std::function<bool()>& stopping);
  Refill refill(std::int64_t organization_id, std::int64_t campaign_id);
  // Leads a webhook just made: the next refill puts each one that may be called now into every running campaign
  // whose lists hold it, at priority 40 (source "webhook") and beyond the level — speed to lead. One that may
  // not be called now (outside its window) joins the campaign's order like any other lead.
  void arrived(std::int64_t organization_id, const std::vector<std::int64_t>& lead_ids);
  // The writer's word that a webhook's leads arrived: arrived(), and a refill at once (speed to lead).
  void webhook_leads_arrived(std::int64_t organization_id, const std::vector<std::int64_t>& lead_ids) override {
    arrived(organization_id, lead_ids);
    work_.hopper_needs_refill();
  }
  // An admin's "Refill now": refused for a campaign that is not running.
  Refill refill_now(const auth::Caller& caller, std::int64_t campaign_id);

 private:
  static void check_priority(int priority);
  void changed(std::int64_t organization_id, std::int64_t campaign_id);
  std::optional<model::HopperEntry> claim_in(const model::Campaign& campaign, std::int64_t organization_id,
                                             std::int64_t user_id);
  // The best waiting lead the agent may get that no other claim has picked and not in `passed`, now picked;
  // none when there is none.
  std::optional<std::int64_t> pick(std::int64_t campaign_id, std::int64_t user_id, const std::vector<std::int64_t>& passed);
  void unpick(std::int64_t lead_id);
  // Puts the leads that arrived since the last refill into their campaigns' hoppers; returns how many entries.
  // An organization whose leads could not be put keeps them for the next run.
  int admit_arrivals();
  int admit(std::int64_t organization_id, const std::vector<std::int64_t>& lead_ids);

  db::Database& database_;
  CampaignService& campaigns_;
  CampaignEligibility& eligibility_;
  CampaignFunnels& funnels_;
  events::EventBus& bus_;
  BackgroundWork& work_;
  const Clock& clock_;
  std::mutex claim_mutex_;
  std::mutex refill_mutex_;
  // The leads claims are checking and reserving right now, in any campaign (under claim_mutex_): two agents never
  // get the same lead, even from two campaigns' hoppers.
  std::set<std::int64_t> leads_being_claimed_;
  std::mutex arrivals_mutex_;
  std::map<std::int64_t, std::vector<std::int64_t>> arrivals_;  // per organization, under arrivals_mutex_
};

}  // namespace dialer::domain
