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
  std::int64_t user_id = 0;
  std::string recipient;
  std::string subject;
  std::string body;
  std::string kind;  // welcome | password_reset
  // A message whose body must not be stored readable: `body` is what may be shown, `sealed_body` the real one.
  std::optional<std::vector<unsigned char>> sealed_body;
  std::optional<std::string> expires_at;  // ISO 8601 UTC: past it, the message is no longer sent
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
