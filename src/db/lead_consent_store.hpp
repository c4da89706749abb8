#pragma once
// SQL for the leads' consent ledger (docs/api.md, "Consent"). A deleted lead's records are kept under its id
// negated, so that they outlive it for their six months and never show as another lead's should SQLite give the
// id out again.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <string>
#include <vector>

#include "model/lead_message.hpp"

namespace dialer::db {

void insert_lead_consent(SQLite::Database& db, const model::LeadConsent& consent);
// The organization's records with consent evidence made at or after `from_iso`, newest first, at most `limit`; and
// how many.
std::vector<model::LeadConsent> consents_with_evidence_since(SQLite::Database& db, std::int64_t organization_id,
                                                           const std::string& from_iso, int limit);
std::int64_t count_consents_with_evidence_since(SQLite::Database& db, std::int64_t organization_id,
                                                const std::string& from_iso);
// Oldest first: the ledger reads as a story.
std::vector<model::LeadConsent> lead_consents(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id);

// The lead is being deleted: its records move to the negated id and one 'ended' record closes them. A lead
// without records gets none.
void end_consents_of_deleted_lead(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id,
                                  const std::string& now);

// The ledgers whose newest record is an end or a revocation written before `cutoff` (ISO 8601), at most `limit`,
// after the ledger `after_lead_id` (in lead id order, negated ids first).
std::vector<std::int64_t> consent_ledgers_ended_before(SQLite::Database& db, const std::string& cutoff,
                                                       std::int64_t after_lead_id, int limit);
// Every record of one ledger (a lead's, or a deleted lead's under its negated id), oldest first.
std::vector<model::LeadConsent> consent_ledger(SQLite::Database& db, std::int64_t lead_id);
// Returns how many records went.
int delete_consent_ledger(SQLite::Database& db, std::int64_t lead_id);

}  // namespace dialer::db
