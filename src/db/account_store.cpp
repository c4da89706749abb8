#include "db/account_store.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

// Columns of model::User, in the order read_user expects (users u JOIN organizations o).
constexpr const char* kUserColumns =
    "u.id, u.organization_id, o.name, u.email, u.first_name, u.last_name, u.phone, u.role, u.password_hash, "
    "u.active, u.created_at, u.updated_at";

model::User read_user(SQLite::Statement& s, int first = 0) {
  model::User u;
  u.id = s.getColumn(first + 0).getInt64();
  u.organization_id = s.getColumn(first + 1).getInt64();
  u.organization_name = s.getColumn(first + 2).getString();
  u.email = s.getColumn(first + 3).getString();
  u.first_name = s.getColumn(first + 4).getString();
  u.last_name = s.getColumn(first + 5).getString();
  u.phone = s.getColumn(first + 6).getString();
  u.role = s.getColumn(first + 7).getString();
  u.password_hash = s.getColumn(first + 8).getString();
  u.active = s.getColumn(first + 9).getInt() != 0;
  u.created_at = s.getColumn(first + 10).getString();
  u.updated_at = s.getColumn(first + 11).getString();
  return u;
}

}  // namespace

std::int64_t insert_organization(SQLite::Database& db, const std::string& name, const std::string& now) {
  Prepared s(db, "INSERT INTO organizations (name, created_at) VALUES (?, ?)");
  s.bind(1, name);
  s.bind(2, now);
  s.exec();
  return db.getLastInsertRowid();
}

std::optional<std::string> find_organization_name(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, "SELECT name FROM organizations WHERE id = ?");
  s.bind(1, organization_id);
  if (!s.executeStep()) return std::nullopt;
  return s.getColumn(0).getString();
}

std::optional<std::string> organization_phone_region(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, "SELECT phone_region FROM organizations WHERE id = ?");
  s.bind(1, organization_id);
  if (!s.executeStep()) return std::nullopt;
  return s.getColumn(0).getString();
}

void set_organization_phone_region(SQLite::Database& db, std::int64_t organization_id, const std::string& region) {
  Prepared s(db, "UPDATE organizations SET phone_region = ? WHERE id = ?");
  s.bind(1, region);
  s.bind(2, organization_id);
  s.exec();
}

std::vector<model::OrganizationSummary> list_organizations(SQLite::Database& db,
                                                           const std::optional<std::string>& name) {
  Prepared s(db,
             "SELECT o.id, o.name, o.created_at, (SELECT count(*) FROM users u WHERE u.organization_id = o.id) "
             "FROM organizations o WHERE ?1 IS NULL OR o.name = ?1 COLLATE NOCASE ORDER BY o.id");
  if (name) s.bind(1, *name);
  std::vector<model::OrganizationSummary> out;
  while (s.executeStep()) {
    out.push_back(model::OrganizationSummary{s.getColumn(0).getInt64(), s.getColumn(1).getString(),
                                             s.getColumn(2).getString(), s.getColumn(3).getInt64()});
  }
  return out;
}

bool email_taken(SQLite::Database& db, const std::string& email_key) {
  Prepared s(db, "SELECT 1 FROM users WHERE email_key = ?");
  s.bind(1, email_key);
  return s.executeStep();
}

std::int64_t insert_user(SQLite::Database& db, const NewUser& user) {
  Prepared s(db,
             "INSERT INTO users (organization_id, email, email_key, first_name, last_name, phone, role, "
             "password_hash, active, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)");
  s.bind(1, user.organization_id);
  s.bind(2, user.email);
  s.bind(3, user.email_key);
  s.bind(4, user.first_name);
  s.bind(5, user.last_name);
  s.bind(6, user.phone);
  s.bind(7, user.role);
  s.bind(8, user.password_hash);
  s.bind(9, user.now);
  s.bind(10, user.now);
  s.exec();
  return db.getLastInsertRowid();
}

std::optional<model::User> find_user_by_email(SQLite::Database& db, const std::string& email_key) {
  Prepared s(db, std::string("SELECT ") + kUserColumns +
                     " FROM users u JOIN organizations o ON o.id = u.organization_id WHERE u.email_key = ?");
  s.bind(1, email_key);
  if (!s.executeStep()) return std::nullopt;
  return read_user(s);
}

std::optional<model::User> find_user(SQLite::Database& db, std::int64_t organization_id, std::int64_t user_id) {
  Prepared s(db, std::string("SELECT ") + kUserColumns +
                     " FROM users u JOIN organizations o ON o.id = u.organization_id"
                     " WHERE u.id = ? AND u.organization_id = ?");
  s.bind(1, user_id);
  s.bind(2, organization_id);
  if (!s.executeStep()) return std::nullopt;
  return read_user(s);
}

void set_user_password(SQLite::Database& db, std::int64_t user_id, const std::string& password_hash,
                       const std::string& now) {
  Prepared s(db, "UPDATE users SET password_hash = ?, updated_at = ? WHERE id = ?");
  s.bind(1, password_hash);
  s.bind(2, now);
  s.bind(3, user_id);
  s.exec();
}

void rehash_user_password(SQLite::Database& db, std::int64_t user_id, const std::string& old_hash,
                          const std::string& new_hash) {
  Prepared s(db, "UPDATE users SET password_hash = ? WHERE id = ? AND password_hash = ?");
  s.bind(1, new_hash);
  s.bind(2, user_id);
  s.bind(3, old_hash);
  s.exec();
}

void insert_consent_record(SQLite::Database& db, const ConsentRecord& r) {
  Prepared s(db,
             "INSERT INTO consent_records (organization_id, user_id, sms_consent, email_consent, phone, "
             "client_timestamp, received_at, client_ip, user_agent, terms_version, privacy_version) "
             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, r.organization_id);
  s.bind(2, r.user_id);
  s.bind(3, r.sms_consent ? 1 : 0);
  s.bind(4, r.email_consent ? 1 : 0);
  s.bind(5, r.phone);
  s.bind(6, r.client_timestamp);
  s.bind(7, r.received_at);
  s.bind(8, r.client_ip);
  s.bind(9, r.user_agent);
  s.bind(10, r.terms_version);
  s.bind(11, r.privacy_version);
  s.exec();
}

void insert_session(SQLite::Database& db, std::int64_t user_id, const std::string& token_hash, std::int64_t now,
                    std::int64_t expires_at) {
  Prepared s(db,
             "INSERT INTO sessions (user_id, token_hash, created_at, last_seen_at, expires_at) "
             "VALUES (?, ?, ?, ?, ?)");
  s.bind(1, user_id);
  s.bind(2, token_hash.data(), static_cast<int>(token_hash.size()));
  s.bind(3, now);
  s.bind(4, now);
  s.bind(5, expires_at);
  s.exec();
}

std::optional<model::Session> find_session(SQLite::Database& db, const std::string& token_hash) {
  Prepared s(db, std::string("SELECT s.id, s.last_seen_at, s.expires_at, ") + kUserColumns +
                     " FROM sessions s JOIN users u ON u.id = s.user_id"
                     " JOIN organizations o ON o.id = u.organization_id WHERE s.token_hash = ?");
  s.bind(1, token_hash.data(), static_cast<int>(token_hash.size()));
  if (!s.executeStep()) return std::nullopt;
  model::Session record;
  record.id = s.getColumn(0).getInt64();
  record.last_seen_at = s.getColumn(1).getInt64();
  record.expires_at = s.getColumn(2).getInt64();
  record.user = read_user(s, 3);
  return record;
}

bool session_is_live(SQLite::Database& db, std::int64_t session_id, const std::string& role, std::int64_t now) {
  Prepared s(db,
             "SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id"
             " WHERE s.id = ? AND s.expires_at > ? AND u.active = 1 AND lower(u.role) = ?");
  s.bind(1, session_id);
  s.bind(2, now);
  s.bind(3, role);
  return s.executeStep();
}

void touch_session(SQLite::Database& db, std::int64_t session_id, std::int64_t now) {
  Prepared s(db, "UPDATE sessions SET last_seen_at = ? WHERE id = ?");
  s.bind(1, now);
  s.bind(2, session_id);
  s.exec();
}

void delete_session(SQLite::Database& db, std::int64_t session_id) {
  Prepared s(db, "DELETE FROM sessions WHERE id = ?");
  s.bind(1, session_id);
  s.exec();
}

void delete_sessions_of_user(SQLite::Database& db, std::int64_t user_id, std::int64_t keep_session_id) {
  Prepared s(db, "DELETE FROM sessions WHERE user_id = ? AND id != ?");
  s.bind(1, user_id);
  s.bind(2, keep_session_id);
  s.exec();
}

bool is_user_active(SQLite::Database& db, std::int64_t user_id) {
  Prepared s(db, "SELECT active FROM users WHERE id = ?");
  s.bind(1, user_id);
  return s.executeStep() && s.getColumn(0).getInt() != 0;
}

}  // namespace dialer::db
