#pragma once
// SQL for the messages exchanged with leads, the numbers that opted out of texts, and the leads' consent ledger.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/lead_message.hpp"

namespace dialer::db {

std::int64_t insert_lead_message(SQLite::Database& db, const model::LeadMessage& message);
bool lead_message_with_sid_exists(SQLite::Database& db, const std::string& provider_sid);
// Newest first, older than `before_id` (0: from the newest).
std::vector<model::LeadMessage> lead_messages(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id,
                                              std::int64_t before_id, int limit);

void insert_sms_opt_out(SQLite::Database& db, std::int64_t organization_id, const std::string& phone_e164,
                        const std::string& at, const std::string& how);
void delete_sms_opt_out(SQLite::Database& db, std::int64_t organization_id, const std::string& phone_e164);
bool sms_opted_out(SQLite::Database& db, std::int64_t organization_id, const std::string& phone_e164);

void insert_lead_consent(SQLite::Database& db, const model::LeadConsent& consent);
// Oldest first: the ledger reads as a story.
std::vector<model::LeadConsent> lead_consents(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id);

}  // namespace dialer::db
