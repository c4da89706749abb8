#pragma once
// SQL for the e-mail outbox and single-use password reset tokens.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>
#include "model/agent.hpp"

namespace dialer::db {

struct OutboxMessage {
  std::int64_t organization_id = 0;
  std::optional<std::int64_t> user_id;  // none for an e-mail to a lead
  std::string recipient;
  std::string subject;
  std::string body;
  std::string kind;  // welcome | password_reset | cadence
  // A message whose body must not be stored readable: `body` is what may be shown, `sealed_body` the real one.
  std::optional<std::vector<unsigned char>> sealed_body;
  std::optional<std::string> expires_at;  // ISO 8601 UTC: past it, the message is no longer sent
  std::optional<std::int64_t> lead_id;    // a cadence's e-mail to a lead
  std::optional<std::string> unsubscribe_token;  // its one-click unsubscribe
};

std::int64_t queue_email(SQLite::Database& db, const OutboxMessage& message, const std::string& now);
// Newest first.
std::vector<model::OutboxEntry> email_history(SQLite::Database& db, std::int64_t user_id);
// Messages still queued, of every organization: counts the entries of the partial index of queued
// messages, never the table.
std::int64_t count_queued_emails(SQLite::Database& db);
// Queued messages past their expiry, and (all_sealed) every queued sealed one, become 'expired' and lose
// their sealed body. Returns how many.
int expire_queued_emails(SQLite::Database& db, const std::string& now, bool all_sealed);

// A queued message whose time to be tried has come, as the sender needs it.
struct DueEmail {
  std::int64_t id = 0;
  std::string recipient;
  std::string subject;
  std::string body;
  std::optional<std::vector<unsigned char>> sealed_body;
  int attempts = 0;
  std::optional<std::string> unsubscribe_token;  // a cadence's e-mail: its one-click unsubscribe
};

// The cadence e-mail an unsubscribe token belongs to.
struct UnsubscribeTarget {
  std::int64_t organization_id = 0;
  std::optional<std::int64_t> lead_id;
  std::string recipient;
};
std::optional<UnsubscribeTarget> find_unsubscribe_target(SQLite::Database& db, const std::string& token);

// Organizations with queued messages due at `now` (never tried, or their retry time has come).
std::vector<std::int64_t> organizations_with_due_emails(SQLite::Database& db, const std::string& now);
// The organization's due messages, oldest first.
std::vector<DueEmail> due_emails(SQLite::Database& db, std::int64_t organization_id, const std::string& now, int limit);
void mark_email_sent(SQLite::Database& db, std::int64_t id, int attempts, const std::string& at);
// Stays queued until `next_attempt_at`.
void mark_email_for_retry(SQLite::Database& db, std::int64_t id, int attempts, const std::string& next_attempt_at,
                          const std::string& error);
void mark_email_failed(SQLite::Database& db, std::int64_t id, int attempts, const std::string& error);

struct PasswordResetRecord {
  std::int64_t id = 0;
  std::int64_t user_id = 0;
  std::int64_t expires_at = 0;
  bool used = false;
};

void insert_password_reset(SQLite::Database& db, std::int64_t user_id, const std::string& token_hash,
                           std::int64_t now, std::int64_t expires_at);
std::optional<PasswordResetRecord> find_password_reset(SQLite::Database& db, const std::string& token_hash);
// Every open link of the user stops working.
void delete_password_resets_of_user(SQLite::Database& db, std::int64_t user_id);

}  // namespace dialer::db
