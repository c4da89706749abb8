#include "domain/overview.hpp"

#include <algorithm>

#include "domain/agent_states.hpp"
#include "domain/campaign_compliance.hpp"
#include "domain/campaigns.hpp"
#include "domain/dialable_lead_counts.hpp"
#include "domain/domain_error.hpp"
#include "domain/hopper.hpp"

namespace dialer::domain {
namespace {

constexpr std::int64_t kMsPerHour = 3600 * 1000;
constexpr std::int64_t kDayMs = 24 * kMsPerHour;

}  // namespace

OverviewReport Overview::report(const auth::Caller& caller, std::int64_t from_ms, std::int64_t to_ms) {
  if (to_ms <= from_ms || to_ms - from_ms > 366 * kDayMs) {
    throw DomainError::invalid("validation_error", "Choose a range of at most a year, its end after its start",
                               {{"to", "after from, at most a year later"}});
  }
  OverviewReport out;
  out.range = analytics_.report(caller, from_ms, to_ms);
  out.previous = analytics_.hours(caller, from_ms - (to_ms - from_ms), from_ms);
  // Whole hours up to the current one: the rate an inspector would compute today.
  out.last_30_days = analytics_.abandon_figures(caller, kAbandonRateDays);

  for (const auto state : model::kAgentStatuses) out.agents_by_state[std::string(model::to_text(state))] = 0;
  for (const auto& agent : states_.all(caller)) ++out.agents_by_state[std::string(model::to_text(agent.state))];

  for (const auto& campaign : campaigns_.list(caller)) {
    if (campaign.status != model::CampaignStatus::kActive) continue;
    out.campaigns.push_back({campaign.id, campaign.name, campaign.settings.dial_mode, dialable_.of(caller, campaign.id),
                             hopper_.waiting(campaign.id), hopper_.level(campaign).leads});
  }
  std::sort(out.campaigns.begin(), out.campaigns.end(), [](const auto& a, const auto& b) { return a.name < b.name; });

  // The same rule as each campaign's compliance page, told where every admin looks first.
  out.registry_import_age_days = compliance_.registry_import_age_days(caller.organization_id);
  out.registry_import_stale =
      !out.registry_import_age_days || *out.registry_import_age_days > CampaignCompliance::kRegistryMaxAgeDays;
  return out;
}

}  // namespace dialer::domain
