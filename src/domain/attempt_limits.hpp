#pragma once
// The attempt limits and the retry delay of docs/dialer.md ("Why a lead is not dialed"): what holds back a lead
// a campaign has dialed before — the campaign's most attempts, its most in 24 hours (or the lead's state's, when
// lower: Florida's 3), the wait after its last outcome. Shared by the one-lead answer and the funnel's count.
#include <optional>
#include <string>

#include "calling/calling_rules.hpp"
#include "domain/attempt_count.hpp"
#include "db/lead_dialing_store.hpp"
#include "dialer/clock.hpp"
#include "model/campaign.hpp"

namespace dialer::domain {

AttemptCount attempt_count(const model::CampaignSettings& settings, const calling::CallingRules& rules,
                           const std::string& rule_state, const db::LeadDialingRow& dialing, Clock::time_point now);

struct AttemptHold {
  std::string reason;  // max_attempts | retry_delay
  std::string message;
  std::optional<Clock::time_point> retry_at;  // retry_delay
};

// `rule_state`: the US state whose rule applies to the lead ("" for none).
std::optional<AttemptHold> attempt_hold(const model::CampaignSettings& settings, const calling::CallingRules& rules,
                                        const std::string& rule_state, const db::LeadDialingRow& dialing,
                                        Clock::time_point now);

}  // namespace dialer::domain
