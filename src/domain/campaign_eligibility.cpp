#include "domain/campaign_eligibility.hpp"

#include <algorithm>

#include "db/database.hpp"
#include "db/hopper_store.hpp"
#include "db/telephony_store.hpp"
#include "db/lead_dialing_store.hpp"
#include "dialer/iso_time.hpp"
#include "domain/attempt_limits.hpp"
#include "domain/calling_rules_settings.hpp"
#include "domain/campaigns.hpp"
#include "domain/do_not_call.hpp"
#include "domain/domain_error.hpp"
#include "domain/lead_rules.hpp"
#include "domain/lead_writes.hpp"
#include "phone/phone_numbers.hpp"

namespace dialer::domain {
namespace {

std::string status_text(const std::string& status) {
  if (status == "not_interested") return "Not Interested";
  std::string text = status;
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  return text;
}

std::string joined_statuses(const std::vector<std::string>& statuses) {
  std::string out;
  for (const auto& status : statuses) out += (out.empty() ? "" : ", ") + status_text(status);
  return out;
}

}  // namespace

Eligibility CampaignEligibility::for_phone(const auth::Caller& caller, std::int64_t campaign_id, std::string_view phone) {
  // The key leads are kept under: E.164 for a dialable number, else its digits (so a lead whose number cannot be
  // dialed is still found, and told so).
  const auto e164 = phone::dialable_e164(phone, writes_.phone_region(caller.organization_id));
  const auto key = e164.empty() ? normalize_phone(phone) : e164;
  if (key.empty()) {
    throw DomainError::invalid("invalid_phone", "Enter a phone number, such as +1 202 555 0147",
                               {{"phone", "not a phone number"}});
  }
  const auto lead = database_.read(
      [&](SQLite::Database& db) { return db::find_lead_id_by_phone_key(db, caller.organization_id, key); });
  if (!lead) throw DomainError::not_found("No lead has the number " + (e164.empty() ? std::string(phone) : e164));
  return for_lead(caller, campaign_id, *lead);
}

std::optional<std::string> CampaignEligibility::forbidden(const auth::Caller& caller, std::int64_t campaign_id,
                                                          std::int64_t lead_id) {
  const auto campaign = campaigns_.get(caller, campaign_id);
  const auto lead = leads_.get(caller, lead_id);
  const auto& e164 = lead.fields.phone_e164;
  if (e164.empty()) return "Its phone is not a number that can be dialed";
  if (dnc_.listed(caller.organization_id, 0, e164)) return e164 + " is on the organization's do-not-call list";
  if (dnc_.listed(caller.organization_id, campaign.id, e164)) return e164 + " is on the campaign's do-not-call list";
  return std::nullopt;
}

Eligibility CampaignEligibility::for_lead(const auth::Caller& caller, std::int64_t campaign_id, std::int64_t lead_id) {
  const auto campaign = campaigns_.get(caller, campaign_id);
  return check(campaign, leads_.get(caller, lead_id));
}

Eligibility CampaignEligibility::check(const model::Campaign& campaign, const model::Lead& lead) {
  const auto& f = lead.fields;
  const auto organization_id = lead.organization_id;
  Eligibility answer;
  answer.lead_id = lead.id;
  answer.lead_name = f.name;
  const auto say = [&](const char* reason, std::string message) {
    answer.reason = reason;
    answer.message = std::move(message);
    return answer;
  };

  if (campaign.status != model::CampaignStatus::kActive) {
    return say("campaign_not_active", "The campaign is " + std::string(model::to_text(campaign.status)) + ": it dials nobody until it is started");
  }
  if (!f.list_id || std::find(campaign.list_ids.begin(), campaign.list_ids.end(), *f.list_id) == campaign.list_ids.end()) {
    return say("not_in_lists", "The lead is not in any of the campaign's lead lists");
  }
  const auto& statuses = campaign.settings.dial_statuses;
  if (std::find(statuses.begin(), statuses.end(), f.status) == statuses.end()) {
    return say("status", "Its status, " + status_text(f.status) + ", is not one the campaign dials (" +
                             joined_statuses(statuses) + ")");
  }
  if (f.phone_e164.empty()) return say("invalid_phone", "Its phone is not a number that can be dialed");
  answer.caller_id = campaign.settings.caller_id;
  if (campaign.settings.local_presence && f.phone_e164.starts_with("+1") && f.phone_e164.size() == 12) {
    const auto local = database_.read([&](SQLite::Database& db) {
      return db::voice_number_starting(db, organization_id, f.phone_e164.substr(0, 5));
    });
    if (local) answer.caller_id = *local;
  }
  if (dnc_.listed(organization_id, 0, f.phone_e164)) {
    return say("dnc", f.phone_e164 + " is on the organization's do-not-call list");
  }
  if (dnc_.listed(organization_id, campaign.id, f.phone_e164)) {
    return say("dnc", f.phone_e164 + " is on the campaign's do-not-call list");
  }
  auto time = leads_.calling_time(lead, &campaign.settings);
  if (!time.check.inside) {
    std::string message = "Outside its calling window";
    if (!time.check.local_times.empty() && time.check.local_times.front().local.size() >= 16) {
      const auto& local = time.check.local_times.front();
      message = "It is " + local.local.substr(11, 5) + " where the lead is (" + local.zone + ")";
    } else {
      message = "Its time zone is not known, so it is never inside a calling window";
    }
    if (time.check.opens_at) message += "; calls may start at " + iso8601_utc(*time.check.opens_at);
    answer.time = std::move(time);
    return say("outside_window", message);
  }

  std::optional<db::LeadReservation> reservation;
  const auto dialing = database_.read([&](SQLite::Database& db) {
    reservation = db::lead_reservation(db, lead.organization_id, lead.id);
    return db::find_lead_dialing(db, campaign.id, lead.id);
  });
  // A state's rule is the only thing read from the organization's rules here: not fetched when none applies.
  const auto rules = dialing || !time.state.empty() ? calling_rules_.of(organization_id).rules : calling::CallingRules{};
  if (dialing) {
    if (auto hold = attempt_hold(campaign.settings, rules, time.state, *dialing, writes_.clock().now())) {
      answer.retry_at = hold->retry_at;
      return say(hold->reason == "retry_delay" ? "retry_delay" : "max_attempts", std::move(hold->message));
    }
  }
  answer.evidence = CallEvidence{time.check.local_times, time.today, time.state, time.check.inside,
                                 attempt_count(campaign.settings, rules, time.state,
                                               dialing.value_or(db::LeadDialingRow{}), writes_.clock().now())};
  if (reservation) {
    const std::string who = reservation->agent_name.empty() ? "An agent" : reservation->agent_name;
    return say("in_call", who + " has it now, in " + reservation->campaign_name + " (since " + reservation->claimed_at + ")");
  }
  return say("eligible", "It can be dialed now");
}

}  // namespace dialer::domain
