#include "db/outbox_store.hpp"

#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {

std::int64_t queue_email(SQLite::Database& db, const OutboxMessage& m, const std::string& now) {
  Prepared s(db,
             "INSERT INTO email_outbox (organization_id, user_id, recipient, subject, body, kind, status, "
             "created_at, sealed_body, expires_at, lead_id, unsubscribe_token) "
             "VALUES (?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?, ?, ?)");
  s.bind(1, m.organization_id);
  bind_optional(s, 2, m.user_id);
  s.bind(3, m.recipient);
  s.bind(4, m.subject);
  s.bind(5, m.body);
  s.bind(6, m.kind);
  s.bind(7, now);
  if (m.sealed_body) s.bind(8, m.sealed_body->data(), static_cast<int>(m.sealed_body->size()));
  if (m.expires_at) s.bind(9, *m.expires_at);
  bind_optional(s, 10, m.lead_id);
  bind_optional(s, 11, m.unsubscribe_token);
  s.exec();
  return db.getLastInsertRowid();
}

std::vector<model::OutboxEntry> email_history(SQLite::Database& db, std::int64_t user_id) {
  Prepared s(db,
             "SELECT id, kind, subject, status, created_at, sent_at, attempts, next_attempt_at, last_error "
             "FROM email_outbox WHERE user_id = ? ORDER BY id DESC");
  s.bind(1, user_id);
  std::vector<model::OutboxEntry> out;
  while (s.executeStep()) {
    model::OutboxEntry e;
    e.id = s.getColumn(0).getInt64();
    e.kind = s.getColumn(1).getString();
    e.subject = s.getColumn(2).getString();
    e.status = s.getColumn(3).getString();
    e.created_at = s.getColumn(4).getString();
    e.sent_at = optional_text(s.getColumn(5));
    e.attempts = s.getColumn(6).getInt();
    e.next_attempt_at = optional_text(s.getColumn(7));
    e.last_error = optional_text(s.getColumn(8));
    out.push_back(std::move(e));
  }
  return out;
}

std::int64_t count_queued_emails(SQLite::Database& db) {
  Prepared s(db, "SELECT count(*) FROM email_outbox INDEXED BY email_outbox_queued WHERE status = 'queued'");
  s.executeStep();
  return s.getColumn(0).getInt64();
}

void insert_password_reset(SQLite::Database& db, std::int64_t user_id, const std::string& token_hash,
                           std::int64_t now, std::int64_t expires_at) {
  Prepared s(db, "INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)");
  s.bind(1, user_id);
  s.bind(2, token_hash.data(), static_cast<int>(token_hash.size()));
  s.bind(3, now);
  s.bind(4, expires_at);
  s.exec();
}

std::optional<PasswordResetRecord> find_password_reset(SQLite::Database& db, const std::string& token_hash) {
  Prepared s(db, "SELECT id, user_id, expires_at, used_at IS NOT NULL FROM password_resets WHERE token_hash = ?");
  s.bind(1, token_hash.data(), static_cast<int>(token_hash.size()));
  if (!s.executeStep()) return std::nullopt;
  return PasswordResetRecord{s.getColumn(0).getInt64(), s.getColumn(1).getInt64(), s.getColumn(2).getInt64(),
                             s.getColumn(3).getInt() != 0};
}

void delete_password_resets_of_user(SQLite::Database& db, std::int64_t user_id) {
  Prepared s(db, "DELETE FROM password_resets WHERE user_id = ?");
  s.bind(1, user_id);
  s.exec();
}

int expire_queued_emails(SQLite::Database& db, const std::string& now, bool all_sealed) {
  Prepared s(db,
             "UPDATE email_outbox INDEXED BY email_outbox_queued SET status = 'expired', sealed_body = NULL "
             "WHERE status = 'queued' AND ((expires_at IS NOT NULL AND expires_at <= ?1) OR "
             "(?2 AND sealed_body IS NOT NULL))");
  s.bind(1, now);
  s.bind(2, all_sealed ? 1 : 0);
  return s.exec();
}

std::vector<std::int64_t> organizations_with_due_emails(SQLite::Database& db, const std::string& now) {
  Prepared s(db,
             "SELECT DISTINCT organization_id FROM email_outbox INDEXED BY email_outbox_queued "
             "WHERE status = 'queued' AND (next_attempt_at IS NULL OR next_attempt_at <= ?)");
  s.bind(1, now);
  std::vector<std::int64_t> out;
  while (s.executeStep()) out.push_back(s.getColumn(0).getInt64());
  return out;
}

std::vector<DueEmail> due_emails(SQLite::Database& db, std::int64_t organization_id, const std::string& now,
                                 int limit) {
  Prepared s(db,
             "SELECT id, recipient, subject, body, sealed_body, attempts, unsubscribe_token FROM email_outbox "
             "INDEXED BY email_outbox_queued WHERE status = 'queued' AND organization_id = ? "
             "AND (next_attempt_at IS NULL OR next_attempt_at <= ?) ORDER BY id LIMIT ?");
  s.bind(1, organization_id);
  s.bind(2, now);
  s.bind(3, limit);
  std::vector<DueEmail> out;
  while (s.executeStep()) {
    DueEmail e;
    e.id = s.getColumn(0).getInt64();
    e.recipient = s.getColumn(1).getString();
    e.subject = s.getColumn(2).getString();
    e.body = s.getColumn(3).getString();
    if (!s.getColumn(4).isNull()) {
      const auto* bytes = static_cast<const unsigned char*>(s.getColumn(4).getBlob());
      e.sealed_body = std::vector<unsigned char>(bytes, bytes + s.getColumn(4).getBytes());
    }
    e.attempts = s.getColumn(5).getInt();
    e.unsubscribe_token = optional_text(s.getColumn(6));
    out.push_back(std::move(e));
  }
  return out;
}

void mark_email_sent(SQLite::Database& db, std::int64_t id, int attempts, const std::string& at) {
  Prepared s(db,
             "UPDATE email_outbox SET status = 'sent', sent_at = ?, attempts = ?, next_attempt_at = NULL, "
             "last_error = NULL, sealed_body = NULL WHERE id = ? AND status = 'queued'");
  s.bind(1, at);
  s.bind(2, attempts);
  s.bind(3, id);
  s.exec();
}

void mark_email_for_retry(SQLite::Database& db, std::int64_t id, int attempts, const std::string& next_attempt_at,
                          const std::string& error) {
  Prepared s(db,
             "UPDATE email_outbox SET attempts = ?, next_attempt_at = ?, last_error = ? "
             "WHERE id = ? AND status = 'queued'");
  s.bind(1, attempts);
  s.bind(2, next_attempt_at);
  s.bind(3, error);
  s.bind(4, id);
  s.exec();
}

void mark_email_failed(SQLite::Database& db, std::int64_t id, int attempts, const std::string& error) {
  Prepared s(db,
             "UPDATE email_outbox SET status = 'failed', attempts = ?, next_attempt_at = NULL, last_error = ?, "
             "sealed_body = NULL WHERE id = ? AND status = 'queued'");
  s.bind(1, attempts);
  s.bind(2, error);
  s.bind(3, id);
  s.exec();
}

std::optional<UnsubscribeTarget> find_unsubscribe_target(SQLite::Database& db, const std::string& token) {
  Prepared s(db,
             "SELECT organization_id, lead_id, recipient FROM email_outbox INDEXED BY email_outbox_by_unsubscribe "
             "WHERE unsubscribe_token = ?");
  s.bind(1, token);
  if (!s.executeStep()) return std::nullopt;
  return UnsubscribeTarget{s.getColumn(0).getInt64(), optional_int64(s.getColumn(1)), s.getColumn(2).getString()};
}

}  // namespace dialer::db
