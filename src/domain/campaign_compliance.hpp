#pragma once
// What a centre shows when a complaint comes (docs/dialer.md, "Proof of compliance"): per campaign, the last 30
// days' abandon rate with every abandoned call's evidence, the calls the dialer's own checks found outside a lead's
// window or over its limits (there must be none), the do-not-call list's last national-registry import, and the
// organization's revocations with any contact made after them; and every call of a period with its checks, for the
// export; and the consents recorded with evidence (a webhook's TrustedForm certificate). Read from maintained counts, the checks kept with each call and partial indexes: nothing is scanned.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "model/compliance.hpp"
#include "model/lead_message.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class CampaignService;

struct ComplianceReport {
  std::int64_t campaign_id = 0;
  std::string campaign_name;
  Clock::time_point from;  // 30 days before the current hour's end
  Clock::time_point to;
  std::int64_t answered_by_person = 0;
  std::int64_t abandoned = 0;
  std::vector<model::AbandonedCallEvidence> abandoned_calls;  // the newest ones
  model::CheckBreaches breaches;
  std::vector<model::CallCheck> breach_calls;  // the newest ones
  std::optional<model::RegistryImport> last_registry_import;
  int registry_import_age_days = -1;  // -1: never imported
  bool registry_import_stale = true;  // never, or more than 31 days ago
  std::int64_t revocations = 0;
  std::vector<model::Revocation> revocation_entries;  // the newest ones
  std::int64_t consents_with_evidence = 0;             // the organization's grants recorded with evidence
  std::vector<model::LeadConsent> consent_entries;     // the newest ones
};

class CampaignCompliance {
 public:
  static constexpr int kDays = 30;
  // The FTC's rule: a seller's copy of the national registry must be at most 31 days old.
  static constexpr int kRegistryMaxAgeDays = 31;
  static constexpr int kListed = 200;  // entries listed per section; the counts are whole

  CampaignCompliance(db::Database& database, CampaignService& campaigns, const Clock& clock)
      : database_(database), campaigns_(campaigns), clock_(clock) {}

  // 404 for a campaign of another organization.
  ComplianceReport report(const auth::Caller& caller, std::int64_t campaign_id);
  // The campaign's name (404 as above), checked before an export starts streaming.
  std::string campaign_name(const auth::Caller& caller, std::int64_t campaign_id);
  // Every call the campaign placed from `from_ms` up to `to_ms` (Unix milliseconds), oldest first, read a page at a
  // time; `take` returns false to stop (the client went away).
  void export_calls(const auth::Caller& caller, std::int64_t campaign_id, std::int64_t from_ms, std::int64_t to_ms,
                    const std::function<bool(const model::CheckedCall&)>& take);
  // Whether the organization's do-not-call list has a national-registry import of the last 31 days (the overview
  // warns when not): its age in days, or none when never imported.
  std::optional<int> registry_import_age_days(std::int64_t organization_id);

 private:
  db::Database& database_;
  CampaignService& campaigns_;
  const Clock& clock_;
};

}  // namespace dialer::domain
