#include "domain/campaign_compliance.hpp"

#include "db/call_check_store.hpp"
#include "db/call_store.hpp"
#include "db/database.hpp"
#include "db/lead_consent_store.hpp"
#include "dialer/iso_time.hpp"
#include "domain/campaigns.hpp"

namespace dialer::domain {
namespace {

constexpr std::int64_t kHourMs = 3'600'000;
constexpr int kExportPage = 2'000;

std::optional<int> age_in_days(const std::string& iso, Clock::time_point now) {
  const auto at = parse_iso8601(iso);
  if (!at) return std::nullopt;
  return static_cast<int>(std::chrono::duration_cast<std::chrono::hours>(now - *at).count() / 24);
}

}  // namespace

ComplianceReport CampaignCompliance::report(const auth::Caller& caller, std::int64_t campaign_id) {
  const auto campaign = campaigns_.get(caller, campaign_id);
  ComplianceReport out;
  out.campaign_id = campaign.id;
  out.campaign_name = campaign.name;
  const auto now = clock_.now();
  // Whole hours, as the abandon counts are kept: the 30 days up to the end of this hour.
  const std::int64_t end_hour = unix_ms(now) / kHourMs + 1;
  const std::int64_t from_hour = end_hour - std::int64_t{kDays} * 24;
  out.from = Clock::time_point(std::chrono::milliseconds(from_hour * kHourMs));
  out.to = Clock::time_point(std::chrono::milliseconds(end_hour * kHourMs));
  const std::int64_t from_ms = from_hour * kHourMs;
  database_.read([&](SQLite::Database& db) {
    const auto counts = db::abandon_counts(db, caller.organization_id, campaign.id, from_hour);
    out.answered_by_person = counts.human;
    out.abandoned = counts.abandoned;
    out.abandoned_calls = db::abandoned_calls(db, caller.organization_id, campaign.id, from_ms, kListed);
    out.breaches = db::count_call_check_breaches(db, caller.organization_id, campaign.id, from_ms);
    out.breach_calls = db::call_check_breaches(db, caller.organization_id, campaign.id, from_ms, kListed);
    out.last_registry_import = db::last_dnc_import(db, caller.organization_id);
    const auto from_iso = iso8601_utc(out.from);
    out.revocations = db::count_revocations_since(db, caller.organization_id, from_iso);
    out.revocation_entries = db::revocations_since(db, caller.organization_id, from_iso, kListed);
    out.consents_with_evidence = db::count_consents_with_evidence_since(db, caller.organization_id, from_iso);
    out.consent_entries = db::consents_with_evidence_since(db, caller.organization_id, from_iso, kListed);
  });
  if (out.last_registry_import) {
    if (const auto age = age_in_days(out.last_registry_import->created_at, now)) {
      out.registry_import_age_days = *age;
      out.registry_import_stale = *age > kRegistryMaxAgeDays;
    }
  }
  return out;
}

std::string CampaignCompliance::campaign_name(const auth::Caller& caller, std::int64_t campaign_id) {
  return campaigns_.get(caller, campaign_id).name;
}

void CampaignCompliance::export_calls(const auth::Caller& caller, std::int64_t campaign_id, std::int64_t from_ms,
                                      std::int64_t to_ms, const std::function<bool(const model::CheckedCall&)>& take) {
  // Pages follow the campaign's index (placed at, then id): each starts where the last one ended.
  std::int64_t after_placed = from_ms - 1;
  std::int64_t after_id = 0;
  for (;;) {
    // One read per page: a million calls stream without one read transaction holding the WAL for minutes.
    int seen = 0;
    bool go_on = true;
    database_.read([&](SQLite::Database& db) {
      db::for_each_checked_call(db, caller.organization_id, campaign_id, after_placed, after_id, to_ms, kExportPage,
                                [&](const model::CheckedCall& call) {
                                  ++seen;
                                  after_placed = call.placed_at;
                                  after_id = call.call_id;
                                  go_on = take(call);
                                  return go_on;
                                });
    });
    if (!go_on || seen < kExportPage) return;
  }
}

std::optional<int> CampaignCompliance::registry_import_age_days(std::int64_t organization_id) {
  const auto seen = database_.read([&](SQLite::Database& db) { return db::last_dnc_import(db, organization_id); });
  if (!seen) return std::nullopt;
  return age_in_days(seen->created_at, clock_.now());
}

}  // namespace dialer::domain
