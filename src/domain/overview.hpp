#pragma once
// The live overview (/dashboard; docs/api.md, "Overview"): a range's call figures per hour, campaign and agent
// with the same span before it, the 30-day abandon rate, the agents by state, each running campaign's dialable
// leads and hopper, and the age of the do-not-call list's last registry import — all read from counts kept as things
// change (the hourly, daily and outcome counts of the calls, the agents' states, the dialable leads counted each
// minute, the hopper), never from the calls or leads themselves.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "domain/call_analytics.hpp"

namespace dialer::domain {

class AgentStates;
class CampaignCompliance;
class CampaignService;
class DialableLeadCounts;
class Hopper;

// The share of calls a person answered that no agent took (the 3 % rule) is over this many days.
inline constexpr int kAbandonRateDays = 30;

struct OverviewCampaign {
  std::int64_t id = 0;
  std::string name;
  std::string dial_mode;
  std::int64_t dialable = 0;   // leads it may call now (every rule passed), counted at most a minute ago
  std::int64_t in_hopper = 0;  // leads waiting in its hopper
  int hopper_level = 0;        // what the hopper is kept to
};

struct OverviewReport {
  CallAnalyticsReport range;     // [from, to): totals, hours, per campaign, per agent
  CallAnalyticsReport previous;  // the span of the same length just before it, for the chart
  AbandonFigures last_30_days;
  std::map<std::string, std::int64_t> agents_by_state;  // every state, 0 included
  std::vector<OverviewCampaign> campaigns;              // the active ones, by name
  std::optional<int> registry_import_age_days;          // none: never imported
  bool registry_import_stale = true;                    // never, or more than 31 days ago: the overview warns
};

class Overview {
 public:
  Overview(CallAnalytics& analytics, AgentStates& states, CampaignService& campaigns, DialableLeadCounts& dialable,
           Hopper& hopper, CampaignCompliance& compliance)
      : analytics_(analytics),
        states_(states),
        campaigns_(campaigns),
        dialable_(dialable),
        hopper_(hopper),
        compliance_(compliance) {}

  // Throws DomainError invalid for an empty range or one longer than a year.
  OverviewReport report(const auth::Caller& caller, std::int64_t from_ms, std::int64_t to_ms);

 private:
  CallAnalytics& analytics_;
  AgentStates& states_;
  CampaignService& campaigns_;
  DialableLeadCounts& dialable_;
  Hopper& hopper_;
  CampaignCompliance& compliance_;
};

}  // namespace dialer::domain
