#pragma once
// The evidence kept with each call a campaign places (docs/dialer.md, "Proof of compliance"): what the rules found
// when the lead was found callable, written in the same write as the call.
#include <cstdint>

#include "db/transaction.hpp"
#include "domain/campaign_eligibility.hpp"
#include "model/call.hpp"

namespace dialer::domain {

// Nothing for a call placed without a campaign's check (no evidence).
void record_call_check(SQLite::Database& db, const model::Call& call, const std::optional<CallEvidence>& evidence,
                       std::int64_t now_ms);

}  // namespace dialer::domain
