#pragma once
// The leads' consent ledger beyond what a lead texts or clicks itself (src/domain/sms_inbox.cpp,
// src/domain/email_unsubscribes.cpp): consent given through an import column, a webhook field or an agent on a
// call, and the purge of a ledger six months after the relationship ended (docs/api.md, "Consent").
#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "dialer/clock.hpp"
#include "model/lead.hpp"
#include "model/lead_message.hpp"

namespace SQLite {
class Database;
}
namespace dialer::db {
class Database;
}

namespace dialer::domain {

// A ledger is kept this long after its relationship ended.
inline constexpr std::chrono::days kConsentKeptAfterEnd{183};

struct ConsentGiven {
  bool sms = false;
  bool email = false;
  bool calls = false;
  model::ConsentEvidence evidence;  // kept with each grant
  bool any() const { return sms || email || calls; }
};

// The evidence's own rules, for a webhook's fields and an import's columns alike: an address must be http or https
// of at most 2,000 characters, a time ISO 8601 (stored normalized), a source at most 200 characters. The problem, in
// words naming `field`, or none.
std::optional<std::string> evidence_url_problem(std::string_view url, std::string_view field);
std::optional<std::string> evidence_time_problem(std::string_view text, std::string_view field, std::string& normalized);
std::optional<std::string> evidence_origin_problem(std::string_view origin, std::string_view field);
// A certificate of a consent form's submission (TrustedForm) with no channel named is consent to calls.
void certificate_means_calls(ConsentGiven& given);

// "yes", "y", "true", "1", "x" → true; "no", "n", "false", "0" and an empty cell → false (any case, spaces
// around); anything else: nothing, the caller says the value is not understood.
std::optional<bool> parse_consent_value(std::string_view text);

// Inside a write: one 'granted' record per channel given, for the lead's number (texts, calls) and address
// (e-mails), each with the evidence given; a channel the lead has no valid number or no address for is not recorded. `detail` says who or what gave it.
void record_consent_given(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id,
                          const model::LeadFields& lead, const ConsentGiven& given, const std::string& source,
                          const std::string& detail, const std::string& now);

// Whether a ledger (oldest first) tells of a relationship that ended: the lead was deleted, or its newest record
// revokes and no channel stays granted.
bool relationship_ended(const std::vector<model::LeadConsent>& ledger);

struct ConsentPurgeResult {
  int ledgers = 0;
  int records = 0;
  std::string ended_before;  // ISO 8601: the relationships that ended before it were purged
};

class ConsentPurge {
 public:
  ConsentPurge(db::Database& database, const Clock& clock) : database_(database), clock_(clock) {}
  // Removes every ledger whose relationship ended more than kConsentKeptAfterEnd ago, in writes of a few hundred.
  ConsentPurgeResult run();

 private:
  db::Database& database_;
  const Clock& clock_;
};

}  // namespace dialer::domain
