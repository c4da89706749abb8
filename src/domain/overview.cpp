#include "domain/overview.hpp"

#include <algorithm>

#include "domain/agent_states.hpp"
#include "domain/campaign_funnel.hpp"
#include "domain/campaigns.hpp"
#include "domain/domain_error.hpp"
#include "domain/hopper.hpp"

namespace dialer::domain {
namespace {

constexpr std::int64_t kHourMs = 3600 * 1000;
constexpr std::int64_t kDayMs = 24 * kHourMs;
constexpr const char* kStates[] = {"ready", "reserved", "on_call", "wrap_up", "paused", "offline"};

std::int64_t funnel_step(const CampaignFunnel& funnel, const std::string& key) {
  for (const auto& step : funnel.steps) {
    if (step.key == key) return step.leads;
  }
  return 0;
}

}  // namespace

OverviewReport Overview::report(const auth::Caller& caller, std::int64_t from_ms, std::int64_t to_ms) {
  if (to_ms <= from_ms || to_ms - from_ms > 366 * kDayMs) {
    throw DomainError::invalid("validation_error", "Choose a range of at most a year, its end after its start",
                               {{"to", "after from, at most a year later"}});
  }
  OverviewReport out;
  out.range = analytics_.report(caller, from_ms, to_ms);
  out.previous = analytics_.report(caller, from_ms - (to_ms - from_ms), from_ms);
  const auto now = unix_ms(clock_.now());
  // Whole hours up to the current one: the rate an inspector would compute today.
  const auto this_hour_end = (now / kHourMs + 1) * kHourMs;
  out.last_30_days = analytics_.report(caller, this_hour_end - kAbandonRateDays * kDayMs, this_hour_end).totals;

  for (const char* state : kStates) out.agents_by_state[state] = 0;
  for (const auto& agent : states_.all(caller)) ++out.agents_by_state[agent.state];

  for (const auto& campaign : campaigns_.list(caller)) {
    if (campaign.status != "active") continue;
    const auto funnel = funnels_.of(caller, campaign.id);
    out.campaigns.push_back({campaign.id, campaign.name, campaign.settings.dial_mode, funnel_step(funnel, "under_limits"),
                             funnel_step(funnel, "in_hopper"), hopper_.level(campaign).leads});
  }
  std::sort(out.campaigns.begin(), out.campaigns.end(), [](const auto& a, const auto& b) { return a.name < b.name; });
  return out;
}

}  // namespace dialer::domain
