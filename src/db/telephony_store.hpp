#pragma once
// SQL for the organization's Twilio account (migrations 0028, 0053).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/telephony.hpp"

namespace dialer::db {

std::optional<model::TelephonyAccount> find_telephony_account(SQLite::Database& db, std::int64_t organization_id);
// Every organization's account with this Account SID (a callback names only the SID).
std::vector<model::TelephonyAccount> telephony_accounts_with_sid(SQLite::Database& db, const std::string& account_sid);
// When Twilio last reached the server for the organization (a signed request), if ever.
void note_callback(SQLite::Database& db, std::int64_t organization_id, const std::string& at);
std::optional<std::string> last_callback_at(SQLite::Database& db, std::int64_t organization_id);
// Inserts the row or replaces its settings (when Twilio last called back stays).
void save_telephony_account(SQLite::Database& db, const model::TelephonyAccount& account);

// The organization's numbers, by E.164.
std::vector<model::PhoneNumber> phone_numbers(SQLite::Database& db, std::int64_t organization_id);
// The numbers become exactly `numbers` (those Twilio no longer lists go).
void replace_phone_numbers(SQLite::Database& db, std::int64_t organization_id, const std::vector<model::PhoneNumber>& numbers);
// Whether the organization has synced numbers at all, and whether `e164` is one that can call.
bool has_phone_numbers(SQLite::Database& db, std::int64_t organization_id);
bool organization_has_number(SQLite::Database& db, std::int64_t organization_id, const std::string& e164);
bool is_voice_number(SQLite::Database& db, std::int64_t organization_id, const std::string& e164);
// The first number that can call whose E.164 starts with `prefix` ("+1415": the 415 area code), if any.
std::optional<std::string> voice_number_starting(SQLite::Database& db, std::int64_t organization_id,
                                                 const std::string& prefix);

}  // namespace dialer::db
