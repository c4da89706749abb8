#pragma once
// SQL for organizations, users, sessions and consent records. Every function takes the connection it
// runs on, so that callers compose several of them inside one Database::write transaction.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/account.hpp"

namespace dialer::db {

struct NewUser {
  std::int64_t organization_id = 0;
  std::string email;
  std::string email_key;  // lower-cased e-mail
  std::string first_name;
  std::string last_name;
  std::string phone;
  std::string role;
  std::string password_hash;
  std::string now;
};

struct ConsentRecord {
  std::int64_t organization_id = 0;
  std::int64_t user_id = 0;
  bool sms_consent = false;
  bool email_consent = false;
  std::string phone;
  std::string client_timestamp;
  std::string received_at;
  std::string client_ip;
  std::string user_agent;
  std::string terms_version;
  std::string privacy_version;
};

std::int64_t insert_organization(SQLite::Database& db, const std::string& name, const std::string& now);
std::optional<std::string> find_organization_name(SQLite::Database& db, std::int64_t organization_id);
// The organization's default country for phone numbers ("US" …); nullopt for an unknown organization.
std::optional<std::string> organization_phone_region(SQLite::Database& db, std::int64_t organization_id);
void set_organization_phone_region(SQLite::Database& db, std::int64_t organization_id, const std::string& region);
// Every organization, oldest first, with its number of users; only those whose name equals `name` (ignoring
// ASCII case) when it is given.
std::vector<model::OrganizationSummary> list_organizations(SQLite::Database& db,
                                                           const std::optional<std::string>& name = std::nullopt);

bool email_taken(SQLite::Database& db, const std::string& email_key);
std::int64_t insert_user(SQLite::Database& db, const NewUser& user);
std::optional<model::User> find_user_by_email(SQLite::Database& db, const std::string& email_key);
std::optional<model::User> find_user(SQLite::Database& db, std::int64_t organization_id, std::int64_t user_id);
void set_user_password(SQLite::Database& db, std::int64_t user_id, const std::string& password_hash,
                       const std::string& now);
// The same password hashed again at another cost: replaces `old_hash` only if it is still the user's (a password
// changed in between stays), and is no change to the user (updated_at stays).
void rehash_user_password(SQLite::Database& db, std::int64_t user_id, const std::string& old_hash,
                          const std::string& new_hash);

void insert_consent_record(SQLite::Database& db, const ConsentRecord& record);

void insert_session(SQLite::Database& db, std::int64_t user_id, const std::string& token_hash, std::int64_t now,
                    std::int64_t expires_at);
std::optional<model::Session> find_session(SQLite::Database& db, const std::string& token_hash);
void touch_session(SQLite::Database& db, std::int64_t session_id, std::int64_t now);
// Whether the session still exists, is before its absolute expiry and belongs to an active user who still has
// `role`.
bool session_is_live(SQLite::Database& db, std::int64_t session_id, const std::string& role, std::int64_t now);
void delete_session(SQLite::Database& db, std::int64_t session_id);
// Signs the user out everywhere, except the session keep_session_id (0 keeps none).
void delete_sessions_of_user(SQLite::Database& db, std::int64_t user_id, std::int64_t keep_session_id = 0);
bool is_user_active(SQLite::Database& db, std::int64_t user_id);

}  // namespace dialer::db
