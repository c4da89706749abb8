#include "db/outbox_store.hpp"

namespace dialer::db {

std::int64_t queue_email(SQLite::Database& db, const OutboxMessage& m, const std::string& now) {
  SQLite::Statement s(db,
                      "INSERT INTO email_outbox (organization_id, user_id, recipient, subject, body, kind, status, "
                      "created_at, sealed_body, expires_at) VALUES (?, ?, ?, ?, ?, ?, 'queued', ?, ?, ?)");
  s.bind(1, m.organization_id);
  s.bind(2, m.user_id);
  s.bind(3, m.recipient);
  s.bind(4, m.subject);
  s.bind(5, m.body);
  s.bind(6, m.kind);
  s.bind(7, now);
  if (m.sealed_body) s.bind(8, m.sealed_body->data(), static_cast<int>(m.sealed_body->size()));
  if (m.expires_at) s.bind(9, *m.expires_at);
  s.exec();
  return db.getLastInsertRowid();
}

std::vector<model::OutboxEntry> email_history(SQLite::Database& db, std::int64_t user_id) {
  SQLite::Statement s(db,
                      "SELECT id, kind, subject, status, created_at, sent_at FROM email_outbox WHERE user_id = ? "
                      "ORDER BY id DESC");
  s.bind(1, user_id);
  std::vector<model::OutboxEntry> out;
  while (s.executeStep()) {
    model::OutboxEntry e{s.getColumn(0).getInt64(), s.getColumn(1).getString(), s.getColumn(2).getString(),
                  s.getColumn(3).getString(), s.getColumn(4).getString(), std::nullopt};
    if (!s.getColumn(5).isNull()) e.sent_at = s.getColumn(5).getString();
    out.push_back(std::move(e));
  }
  return out;
}

std::int64_t count_queued_emails(SQLite::Database& db) {
  SQLite::Statement s(db, "SELECT count(*) FROM email_outbox INDEXED BY email_outbox_queued WHERE status = 'queued'");
  s.executeStep();
  return s.getColumn(0).getInt64();
}

void insert_password_reset(SQLite::Database& db, std::int64_t user_id, const std::string& token_hash,
                           std::int64_t now, std::int64_t expires_at) {
  SQLite::Statement s(db,
                      "INSERT INTO password_resets (user_id, token_hash, created_at, expires_at) VALUES (?, ?, ?, ?)");
  s.bind(1, user_id);
  s.bind(2, token_hash.data(), static_cast<int>(token_hash.size()));
  s.bind(3, now);
  s.bind(4, expires_at);
  s.exec();
}

std::optional<PasswordResetRecord> find_password_reset(SQLite::Database& db, const std::string& token_hash) {
  SQLite::Statement s(db, "SELECT id, user_id, expires_at, used_at IS NOT NULL FROM password_resets WHERE token_hash = ?");
  s.bind(1, token_hash.data(), static_cast<int>(token_hash.size()));
  if (!s.executeStep()) return std::nullopt;
  return PasswordResetRecord{s.getColumn(0).getInt64(), s.getColumn(1).getInt64(), s.getColumn(2).getInt64(),
                             s.getColumn(3).getInt() != 0};
}

void delete_password_resets_of_user(SQLite::Database& db, std::int64_t user_id) {
  SQLite::Statement s(db, "DELETE FROM password_resets WHERE user_id = ?");
  s.bind(1, user_id);
  s.exec();
}

int expire_queued_emails(SQLite::Database& db, const std::string& now, bool all_sealed) {
  SQLite::Statement s(db,
                      "UPDATE email_outbox INDEXED BY email_outbox_queued SET status = 'expired', sealed_body = NULL "
                      "WHERE status = 'queued' AND ((expires_at IS NOT NULL AND expires_at <= ?1) OR "
                      "(?2 AND sealed_body IS NOT NULL))");
  s.bind(1, now);
  s.bind(2, all_sealed ? 1 : 0);
  return s.exec();
}

}  // namespace dialer::db
