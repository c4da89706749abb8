#include "db/mail_relay_store.hpp"

#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {

std::optional<model::MailRelay> find_mail_relay(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db,
             "SELECT host, port, security, username, password, from_address, from_name, status, last_error, "
             "last_tested_at, last_sent_at, updated_at FROM mail_relays WHERE organization_id = ?");
  s.bind(1, organization_id);
  if (!s.executeStep()) return std::nullopt;
  model::MailRelay r;
  r.organization_id = organization_id;
  r.host = s.getColumn(0).getString();
  r.port = s.getColumn(1).getInt();
  r.security = s.getColumn(2).getString();
  r.username = s.getColumn(3).getString();
  r.password = s.getColumn(4).getString();
  r.from_address = s.getColumn(5).getString();
  r.from_name = s.getColumn(6).getString();
  r.status = s.getColumn(7).getString();
  r.last_error = optional_text(s.getColumn(8));
  r.last_tested_at = optional_text(s.getColumn(9));
  r.last_sent_at = optional_text(s.getColumn(10));
  r.updated_at = s.getColumn(11).getString();
  return r;
}

void save_mail_relay(SQLite::Database& db, const model::MailRelay& r) {
  Prepared s(db,
             "INSERT INTO mail_relays (organization_id, host, port, security, username, password, from_address, "
             "from_name, status, last_error, last_tested_at, last_sent_at, updated_at) "
             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (organization_id) DO UPDATE SET "
             "host = excluded.host, port = excluded.port, security = excluded.security, "
             "username = excluded.username, password = excluded.password, "
             "from_address = excluded.from_address, from_name = excluded.from_name, status = excluded.status, "
             "last_error = excluded.last_error, last_tested_at = excluded.last_tested_at, "
             "last_sent_at = excluded.last_sent_at, updated_at = excluded.updated_at");
  s.bind(1, r.organization_id);
  s.bind(2, r.host);
  s.bind(3, r.port);
  s.bind(4, r.security);
  s.bind(5, r.username);
  s.bind(6, r.password);
  s.bind(7, r.from_address);
  s.bind(8, r.from_name);
  s.bind(9, r.status);
  bind_optional(s, 10, r.last_error);
  bind_optional(s, 11, r.last_tested_at);
  bind_optional(s, 12, r.last_sent_at);
  s.bind(13, r.updated_at);
  s.exec();
}

void note_mail_relay_use(SQLite::Database& db, std::int64_t organization_id, const std::optional<std::string>& error,
                         const std::string& at) {
  Prepared s(db,
             "UPDATE mail_relays SET status = CASE WHEN ?1 IS NULL THEN 'working' ELSE 'error' END, "
             "last_error = ?1, last_sent_at = CASE WHEN ?1 IS NULL THEN ?2 ELSE last_sent_at END "
             "WHERE organization_id = ?3");
  bind_optional(s, 1, error);
  s.bind(2, at);
  s.bind(3, organization_id);
  s.exec();
}

}  // namespace dialer::db
