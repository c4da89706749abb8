#pragma once
// Why a campaign is not dialing (docs/dialer.md, "Why a campaign is not dialing"): of its leads, how many pass
// each rule in turn — in its lists, in a status it dials, with a number that can be dialed, not on a do-not-call
// list, inside their calling window now, under the attempt limits and past their retry delay, in the hopper —
// with the leads of the window step grouped by where they are. Counted over the organization's leads kept in
// memory (domain/lead_dial_index.hpp), so a million-lead campaign answers in a fraction of a second; a lead
// passes a step exactly when CampaignEligibility would not stop it there.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "calling/calling_window.hpp"
#include "dialer/clock.hpp"
#include "model/campaign.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class CallingRulesSettings;
class CampaignService;
class DoNotCall;
class LeadDialIndex;

struct FunnelStep {
  std::string key;  // in_lists | dialable_status | dialable_phone | not_dnc | inside_window | under_limits | in_hopper
  std::int64_t leads = 0;
};

// The leads of one place that passed the do-not-call step.
struct FunnelPlace {
  std::vector<calling::ZoneTime> local_times;  // each zone's local time now; empty when the place is unknown
  std::string state;                           // the US state whose rule applies, "" for none
  bool inside = false;
  std::optional<Clock::time_point> opens_at;
  std::int64_t leads = 0;
};

struct CampaignFunnel {
  std::int64_t campaign_id = 0;
  bool active = false;
  Clock::time_point at;
  std::vector<FunnelStep> steps;
  std::vector<FunnelPlace> places;  // the most leads first, at most kMostPlaces
  std::int64_t places_left_out = 0;  // places beyond those
};

class CampaignFunnels {
 public:
  static constexpr std::size_t kMostPlaces = 12;

  CampaignFunnels(db::Database& database, CampaignService& campaigns, LeadDialIndex& index, DoNotCall& dnc,
                  CallingRulesSettings& calling_rules, const Clock& clock)
      : database_(database), campaigns_(campaigns), index_(index), dnc_(dnc), calling_rules_(calling_rules),
        clock_(clock) {}

  // Not found for another organization's campaign.
  CampaignFunnel of(const auth::Caller& caller, std::int64_t campaign_id);
  // Of these leads, those the campaign can no longer call whatever the time: gone, out of its lists or statuses,
  // no dialable number, on a do-not-call list (waiting for a window or a retry is not such a rule).
  std::vector<std::int64_t> never_callable(std::int64_t organization_id, const model::Campaign& campaign,
                                           const std::vector<std::int64_t>& lead_ids);
  // Leads of the campaign that pass every rule now and are not in `skip` (its hopper), in its lead order (oldest or
  // newest first; fewest attempts: never dialed first, then by attempts; random: from a random lead on), at most
  // `limit`: what the hopper is filled from.
  std::vector<std::int64_t> next_dialable(std::int64_t organization_id, const model::Campaign& campaign, const std::vector<std::int64_t>& skip,
                                          int limit);

 private:
  db::Database& database_;
  CampaignService& campaigns_;
  LeadDialIndex& index_;
  DoNotCall& dnc_;
  CallingRulesSettings& calling_rules_;
  const Clock& clock_;
};

}  // namespace dialer::domain
