#pragma once
// The live overview (/dashboard; docs/api.md, "Overview"): a range's call figures per hour, campaign and agent
// with the same span before it, the 30-day abandon rate, the agents by state and each running campaign's dialable
// leads and hopper — all read from counts kept as things change (call_hour_counts, the dial index, the states),
// never from the calls themselves.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "domain/call_analytics.hpp"

namespace dialer::domain {

class AgentStates;
class CampaignFunnels;
class CampaignService;
class Hopper;

// The share of calls a person answered that no agent took (the 3 % rule) is over this many days.
inline constexpr int kAbandonRateDays = 30;

struct OverviewCampaign {
  std::int64_t id = 0;
  std::string name;
  std::string dial_mode;
  std::int64_t dialable = 0;   // leads it may call now (every rule passed)
  std::int64_t in_hopper = 0;  // leads waiting in its hopper
  int hopper_level = 0;        // what the hopper is kept to
};

struct OverviewReport {
  CallAnalyticsReport range;     // [from, to): totals, hours, per campaign, per agent
  CallAnalyticsReport previous;  // the span of the same length just before it, for the chart
  model::CallCounts last_30_days;
  std::map<std::string, std::int64_t> agents_by_state;  // every state, 0 included
  std::vector<OverviewCampaign> campaigns;              // the active ones, by name
};

class Overview {
 public:
  Overview(CallAnalytics& analytics, AgentStates& states, CampaignService& campaigns, CampaignFunnels& funnels,
           Hopper& hopper, const Clock& clock)
      : analytics_(analytics), states_(states), campaigns_(campaigns), funnels_(funnels), hopper_(hopper), clock_(clock) {}

  // Throws DomainError invalid for an empty range or one longer than a year.
  OverviewReport report(const auth::Caller& caller, std::int64_t from_ms, std::int64_t to_ms);

 private:
  CallAnalytics& analytics_;
  AgentStates& states_;
  CampaignService& campaigns_;
  CampaignFunnels& funnels_;
  Hopper& hopper_;
  const Clock& clock_;
};

}  // namespace dialer::domain
