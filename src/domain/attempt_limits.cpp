#include "domain/attempt_limits.hpp"

#include <algorithm>

#include "calling/us_states.hpp"
#include "dialer/iso_time.hpp"

namespace dialer::domain {

std::optional<AttemptHold> attempt_hold(const model::CampaignSettings& settings, const calling::CallingRules& rules,
                                        const std::string& rule_state, const db::LeadDialingRow& dialing,
                                        Clock::time_point now) {
  using std::chrono::seconds;
  const auto now_s = std::chrono::duration_cast<seconds>(now.time_since_epoch()).count();
  if (dialing.attempts >= settings.max_attempts) {
    return AttemptHold{"max_attempts",
                       "It has been called " + std::to_string(dialing.attempts) + " times, the campaign's most (" +
                           std::to_string(settings.max_attempts) + ")",
                       std::nullopt};
  }
  int per_day = settings.max_attempts_per_24h;
  std::string whose = "the campaign's";
  if (!rule_state.empty()) {
    if (const auto* rule = rules.state_rule(rule_state); rule && rule->max_calls_per_24h && *rule->max_calls_per_24h < per_day) {
      per_day = *rule->max_calls_per_24h;
      const auto state = calling::find_us_state(rule_state);
      whose = (state ? std::string(state->name) : rule_state) + "'s";
    }
  }
  const auto recent = std::count_if(dialing.recent_attempts.begin(), dialing.recent_attempts.end(),
                                    [&](std::int64_t at) { return at > now_s - 24 * 3600; });
  if (recent >= per_day) {
    return AttemptHold{"max_attempts",
                       "It was called " + std::to_string(recent) + " times in the last 24 hours, " + whose + " most (" +
                           std::to_string(per_day) + ")",
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
