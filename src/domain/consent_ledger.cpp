#include "domain/consent_ledger.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <limits>
#include <map>

#include "db/database.hpp"
#include "db/lead_consent_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"

namespace dialer::domain {
namespace {

constexpr int kLedgersPerWrite = 500;

std::string lowered_trimmed(std::string_view text) {
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

bool is_end(const model::LeadConsent& c) { return c.action == "ended" || c.action == "revoked"; }

}  // namespace

std::optional<bool> parse_consent_value(std::string_view text) {
  static constexpr std::array<std::string_view, 5> kYes{"yes", "y", "true", "1", "x"};
  static constexpr std::array<std::string_view, 5> kNo{"", "no", "n", "false", "0"};
  const auto value = lowered_trimmed(text);
  if (std::find(kYes.begin(), kYes.end(), value) != kYes.end()) return true;
  if (std::find(kNo.begin(), kNo.end(), value) != kNo.end()) return false;
  return std::nullopt;
}

void record_consent_given(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id,
                          const model::LeadFields& lead, const ConsentGiven& given, const std::string& source,
                          const std::string& detail, const std::string& now) {
  const auto grant = [&](const char* channel, const std::string& address) {
    db::insert_lead_consent(db, {0, organization_id, lead_id, channel, "granted", source, address, detail, now, given.evidence});
  };
  if (given.sms && !lead.phone_e164.empty()) grant("sms", lead.phone_e164);
  if (given.calls && !lead.phone_e164.empty()) grant("calls", lead.phone_e164);
  if (given.email && !lead.email.empty()) grant("email", lead.email);
}

std::optional<std::string> evidence_url_problem(std::string_view url, std::string_view field) {
  constexpr std::size_t kMaxUrl = 2'000;
  if (url.empty() || ((url.starts_with("https://") || url.starts_with("http://")) && url.size() <= kMaxUrl)) {
    return std::nullopt;
  }
  return std::string(field) + " must be an http or https address";
}

std::optional<std::string> evidence_time_problem(std::string_view text, std::string_view field, std::string& normalized) {
  normalized.clear();
  if (text.empty()) return std::nullopt;
  const auto parsed = parse_iso8601(text);
  if (!parsed) return std::string(field) + " must be a time like 2026-11-25T18:00:00Z";
  normalized = iso8601_utc(*parsed);
  return std::nullopt;
}

std::optional<std::string> evidence_origin_problem(std::string_view origin, std::string_view field) {
  constexpr std::size_t kMaxOrigin = 200;
  if (origin.size() <= kMaxOrigin) return std::nullopt;
  return std::string(field) + " can be at most 200 characters";
}

void certificate_means_calls(ConsentGiven& given) {
  if (!given.evidence.certificate_url.empty() && !given.any()) given.calls = true;
}

bool relationship_ended(const std::vector<model::LeadConsent>& ledger) {
  if (ledger.empty() || !is_end(ledger.back())) return false;
  std::map<std::string, bool> granted;
  for (const auto& record : ledger) {
    if (record.action == "ended") return true;
    if (record.action == "revoked" && record.channel == "all") {
      granted.clear();
    } else {
      granted[record.channel] = record.action == "granted";
    }
  }
  return std::none_of(granted.begin(), granted.end(), [](const auto& channel) { return channel.second; });
}

ConsentPurgeResult ConsentPurge::run() {
  ConsentPurgeResult result;
  result.ended_before = iso8601_utc(clock_.now() - kConsentKeptAfterEnd);
  std::int64_t after = std::numeric_limits<std::int64_t>::min();
  for (;;) {
    const auto candidates = database_.read([&](SQLite::Database& db) {
      return db::consent_ledgers_ended_before(db, result.ended_before, after, kLedgersPerWrite);
    });
    if (candidates.empty()) break;
    after = candidates.back();
    database_.write([&](db::Transaction& tx) {
      SQLite::Database& db = tx;
      for (const auto lead_id : candidates) {
        // Read again in the write: a consent given since the read keeps the ledger.
        const auto ledger = db::consent_ledger(db, lead_id);
        if (ledger.empty() || ledger.back().created_at >= result.ended_before || !relationship_ended(ledger)) continue;
        result.records += db::delete_consent_ledger(db, lead_id);
        ++result.ledgers;
      }
    });
    if (static_cast<int>(candidates.size()) < kLedgersPerWrite) break;
  }
  return result;
}

}  // namespace dialer::domain
