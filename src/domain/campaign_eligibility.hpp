#pragma once
// Why a lead is, or is not, dialed by a campaign now (docs/dialer.md, "Why a lead is not dialed"): the first
// rule it fails, in the order of the funnel — the campaign runs, the lead is in its lists, in a status it
// dials, with a number that can be dialed, not on a do-not-call list, inside its calling window, under the
// attempt limits and past its retry delay.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "domain/attempt_count.hpp"
#include "domain/leads.hpp"
#include "model/campaign.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class CallingRulesSettings;
class CampaignService;
class DoNotCall;

// What the rules found for a lead that may be called now: kept with the call placed on it as the evidence that it
// was inside its window and under its limits (db/call_check_store.hpp).
struct CallEvidence {
  std::vector<calling::ZoneTime> local_times;  // the lead's local time in each zone it may be in
  std::optional<calling::DayHours> window_today;
  std::string rule_state;  // the US state whose rules narrowed the window or the limits, "" for none
  bool inside_window = false;
  AttemptCount attempts;   // before this call
};

struct Eligibility {
  std::int64_t lead_id = 0;
  std::string lead_name;
  // eligible | campaign_not_active | not_in_lists | status | invalid_phone | dnc | outside_window | max_attempts |
  // retry_delay | in_call (every rule passes, but an agent holds the lead now, in this campaign or another)
  std::string reason;
  std::string message;
  std::optional<LeadCallingTime> time;            // outside_window: the lead's local times and when it opens
  std::optional<Clock::time_point> retry_at;      // retry_delay
  std::optional<CallEvidence> evidence;           // eligible and in_call: every rule passed
  // The number the call goes out from: with local presence, the account's number in the lead's area code when
  // there is one; else the campaign's caller ID. Empty when the lead's number cannot be dialed.
  std::string caller_id;
};

class CampaignEligibility {
 public:
  CampaignEligibility(db::Database& database, CampaignService& campaigns, LeadService& leads, DoNotCall& dnc,
                      CallingRulesSettings& calling_rules, LeadWrites& writes)
      : database_(database), campaigns_(campaigns), leads_(leads), dnc_(dnc), calling_rules_(calling_rules),
        writes_(writes) {}

  // Throw DomainError not_found for an unknown campaign or lead (another organization's too).
  Eligibility for_lead(const auth::Caller& caller, std::int64_t campaign_id, std::int64_t lead_id);
  // The same for a campaign and a lead already read: the hopper checks many leads of one campaign in a row.
  Eligibility check(const model::Campaign& campaign, const model::Lead& lead);
  // Why the lead must never be called by the campaign, whatever else holds (no dialable number, a do-not-call
  // list); none when nothing forbids it. Throws not_found like for_lead.
  std::optional<std::string> forbidden(const auth::Caller& caller, std::int64_t campaign_id, std::int64_t lead_id);
  // The organization's lead with this phone number (read with its default country).
  Eligibility for_phone(const auth::Caller& caller, std::int64_t campaign_id, std::string_view phone);

 private:
  db::Database& database_;
  CampaignService& campaigns_;
  LeadService& leads_;
  DoNotCall& dnc_;
  CallingRulesSettings& calling_rules_;
  LeadWrites& writes_;
};

}  // namespace dialer::domain
