#pragma once
// SQL for the messages exchanged with leads and the numbers and addresses that opted out (the consent ledger's is
// db/lead_consent_store.hpp).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/lead_message.hpp"

namespace dialer::db {

std::int64_t insert_lead_message(SQLite::Database& db, const model::LeadMessage& message);
// Twilio's MessageSids are unique within an organization only (migration 0050): another organization's requests
// naming the same SID never find, change or hide this one's texts.
bool lead_message_with_sid_exists(SQLite::Database& db, std::int64_t organization_id, const std::string& provider_sid);
// Whether the organization ever texted `phone_e164` a clarification (an unclear reply's question, migration 0053).
bool clarification_sent(SQLite::Database& db, std::int64_t organization_id, const std::string& phone_e164);
// Newest first, older than `before_id` (0: from the newest).
std::vector<model::LeadMessage> lead_messages(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id,
                                              std::int64_t before_id, int limit);

void insert_sms_opt_out(SQLite::Database& db, std::int64_t organization_id, const std::string& phone_e164,
                        const std::string& at, const std::string& how);
void delete_sms_opt_out(SQLite::Database& db, std::int64_t organization_id, const std::string& phone_e164);
bool sms_opted_out(SQLite::Database& db, std::int64_t organization_id, const std::string& phone_e164);

// When the lead's newest cadence messages of `channel` were sent (Unix seconds), newest first (at most `limit`).
std::vector<std::int64_t> recent_cadence_messages(SQLite::Database& db, std::int64_t lead_id, const std::string& channel,
                                                 int limit);
// A text's delivery as Twilio reports it; the message's lead and recipient, when the organization has the text.
struct SentMessage {
  std::optional<std::int64_t> lead_id;
  std::string to_address;
};
std::optional<SentMessage> set_message_status(SQLite::Database& db, std::int64_t organization_id,
                                              const std::string& provider_sid, const std::string& status,
                                              const std::optional<std::string>& error);
void set_message_sent(SQLite::Database& db, std::int64_t id, const std::optional<std::string>& provider_sid,
                      const std::string& status, const std::optional<std::string>& error);

void insert_email_opt_out(SQLite::Database& db, std::int64_t organization_id, const std::string& email,
                          const std::string& at, const std::string& how);
bool email_opted_out(SQLite::Database& db, std::int64_t organization_id, const std::string& email);

}  // namespace dialer::db
