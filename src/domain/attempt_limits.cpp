#include "domain/attempt_limits.hpp"

#include <algorithm>

#include "calling/us_states.hpp"
#include "dialer/iso_time.hpp"

namespace dialer::domain {

AttemptCount attempt_count(const model::CampaignSettings& settings, const calling::CallingRules& rules,
                           const std::string& rule_state, const db::LeadDialingRow& dialing, Clock::time_point now) {
  const auto now_s = std::chrono::duration_cast<std::chrono::seconds>(now.time_since_epoch()).count();
  AttemptCount count;
  count.attempts = dialing.attempts;
  count.in_24h = std::count_if(dialing.recent_attempts.begin(), dialing.recent_attempts.end(),
                               [&](std::int64_t at) { return at > now_s - 24 * 3600; });
  count.max_attempts = settings.max_attempts;
  count.max_per_24h = settings.max_attempts_per_24h;
  if (!rule_state.empty()) {
    if (const auto* rule = rules.state_rule(rule_state);
        rule && rule->max_calls_per_24h && *rule->max_calls_per_24h < count.max_per_24h) {
      count.max_per_24h = *rule->max_calls_per_24h;
      const auto state = calling::find_us_state(rule_state);
      count.max_per_24h_whose = (state ? std::string(state->name) : rule_state) + "'s";
    }
  }
  return count;
}

std::optional<AttemptHold> attempt_hold(const model::CampaignSettings& settings, const calling::CallingRules& rules,
                                        const std::string& rule_state, const db::LeadDialingRow& dialing,
                                        Clock::time_point now) {
  using std::chrono::seconds;
  const auto now_s = std::chrono::duration_cast<seconds>(now.time_since_epoch()).count();
  const auto count = attempt_count(settings, rules, rule_state, dialing, now);
  if (count.attempts >= count.max_attempts) {
    return AttemptHold{"max_attempts",
                       "It has been called " + std::to_string(count.attempts) + " times, the campaign's most (" +
                           std::to_string(count.max_attempts) + ")",
                       std::nullopt};
  }
  if (count.in_24h >= count.max_per_24h) {
    return AttemptHold{"max_attempts",
                       "It was called " + std::to_string(count.in_24h) + " times in the last 24 hours, " +
                           count.max_per_24h_whose + " most (" + std::to_string(count.max_per_24h) + ")",
                       std::nullopt};
  }
  if (dialing.next_eligible_at && *dialing.next_eligible_at > now_s) {
    const Clock::time_point at{seconds(*dialing.next_eligible_at)};
    return AttemptHold{"retry_delay",
                       "It waits after its last call (" + dialing.last_outcome + ") until " + iso8601_utc(at), at};
  }
  return std::nullopt;
}

}  // namespace dialer::domain
