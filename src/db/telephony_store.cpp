#include "db/telephony_store.hpp"

#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {

std::vector<model::TelephonyAccount> telephony_accounts_with_sid(SQLite::Database& db, const std::string& account_sid) {
  Prepared s(db, "SELECT organization_id FROM telephony_accounts WHERE account_sid = ? AND account_sid != ''");
  s.bind(1, account_sid);
  std::vector<std::int64_t> organizations;
  while (s.executeStep()) organizations.push_back(s.getColumn(0).getInt64());
  std::vector<model::TelephonyAccount> out;
  for (const auto id : organizations) {
    if (auto account = find_telephony_account(db, id)) out.push_back(std::move(*account));
  }
  return out;
}

void note_callback(SQLite::Database& db, std::int64_t organization_id, const std::string& at) {
  Prepared s(db, "UPDATE telephony_accounts SET last_callback_at = ? WHERE organization_id = ?");
  s.bind(1, at);
  s.bind(2, organization_id);
  s.exec();
}

std::optional<std::string> last_callback_at(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, "SELECT last_callback_at FROM telephony_accounts WHERE organization_id = ?");
  s.bind(1, organization_id);
  if (!s.executeStep()) return std::nullopt;
  return optional_text(s.getColumn(0));
}

std::optional<model::TelephonyAccount> find_telephony_account(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db,
             "SELECT account_sid, auth_token, api_key_sid, api_key_secret, twiml_app_sid, status, account_name, "
             "account_type, last_error, last_tested_at, updated_at, twilio_answers_keywords FROM telephony_accounts "
             "WHERE organization_id = ?");
  s.bind(1, organization_id);
  if (!s.executeStep()) return std::nullopt;
  model::TelephonyAccount a;
  a.organization_id = organization_id;
  a.account_sid = s.getColumn(0).getString();
  a.auth_token = s.getColumn(1).getString();
  a.api_key_sid = s.getColumn(2).getString();
  a.api_key_secret = s.getColumn(3).getString();
  a.twiml_app_sid = s.getColumn(4).getString();
  a.status = s.getColumn(5).getString();
  a.account_name = s.getColumn(6).getString();
  a.account_type = s.getColumn(7).getString();
  a.last_error = optional_text(s.getColumn(8));
  a.last_tested_at = optional_text(s.getColumn(9));
  a.updated_at = s.getColumn(10).getString();
  a.twilio_answers_keywords = s.getColumn(11).getInt() != 0;
  return a;
}

void save_telephony_account(SQLite::Database& db, const model::TelephonyAccount& a) {
  Prepared s(db,
             "INSERT INTO telephony_accounts (organization_id, account_sid, auth_token, api_key_sid, "
             "api_key_secret, twiml_app_sid, status, account_name, account_type, last_error, last_tested_at, "
             "updated_at, twilio_answers_keywords) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
             "ON CONFLICT (organization_id) DO UPDATE SET "
             "account_sid = excluded.account_sid, auth_token = excluded.auth_token, "
             "api_key_sid = excluded.api_key_sid, api_key_secret = excluded.api_key_secret, "
             "twiml_app_sid = excluded.twiml_app_sid, status = excluded.status, "
             "account_name = excluded.account_name, account_type = excluded.account_type, "
             "last_error = excluded.last_error, last_tested_at = excluded.last_tested_at, "
             "updated_at = excluded.updated_at, twilio_answers_keywords = excluded.twilio_answers_keywords");
  s.bind(1, a.organization_id);
  s.bind(2, a.account_sid);
  s.bind(3, a.auth_token);
  s.bind(4, a.api_key_sid);
  s.bind(5, a.api_key_secret);
  s.bind(6, a.twiml_app_sid);
  s.bind(7, a.status);
  s.bind(8, a.account_name);
  s.bind(9, a.account_type);
  bind_optional(s, 10, a.last_error);
  bind_optional(s, 11, a.last_tested_at);
  s.bind(12, a.updated_at);
  s.bind(13, a.twilio_answers_keywords ? 1 : 0);
  s.exec();
}

std::vector<model::PhoneNumber> phone_numbers(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db,
             "SELECT sid, e164, friendly_name, voice, sms, synced_at FROM phone_numbers "
             "WHERE organization_id = ? ORDER BY e164");
  s.bind(1, organization_id);
  std::vector<model::PhoneNumber> out;
  while (s.executeStep()) {
    out.push_back({s.getColumn(0).getString(), s.getColumn(1).getString(), s.getColumn(2).getString(),
                   s.getColumn(3).getInt() != 0, s.getColumn(4).getInt() != 0, s.getColumn(5).getString()});
  }
  return out;
}

void replace_phone_numbers(SQLite::Database& db, std::int64_t organization_id,
                           const std::vector<model::PhoneNumber>& numbers) {
  Prepared clear(db, "DELETE FROM phone_numbers WHERE organization_id = ?");
  clear.bind(1, organization_id);
  clear.exec();
  Prepared insert(db,
                  "INSERT OR REPLACE INTO phone_numbers (organization_id, sid, e164, friendly_name, voice, "
                  "sms, synced_at) VALUES (?, ?, ?, ?, ?, ?, ?)");
  for (const auto& n : numbers) {
    insert.reset();
    insert.bind(1, organization_id);
    insert.bind(2, n.sid);
    insert.bind(3, n.e164);
    insert.bind(4, n.friendly_name);
    insert.bind(5, n.voice ? 1 : 0);
    insert.bind(6, n.sms ? 1 : 0);
    insert.bind(7, n.synced_at);
    insert.exec();
  }
}

bool has_phone_numbers(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, "SELECT 1 FROM phone_numbers WHERE organization_id = ? LIMIT 1");
  s.bind(1, organization_id);
  return s.executeStep();
}

bool is_voice_number(SQLite::Database& db, std::int64_t organization_id, const std::string& e164) {
  Prepared s(db, "SELECT 1 FROM phone_numbers WHERE organization_id = ? AND e164 = ? AND voice = 1 LIMIT 1");
  s.bind(1, organization_id);
  s.bind(2, e164);
  return s.executeStep();
}

std::optional<std::string> voice_number_starting(SQLite::Database& db, std::int64_t organization_id,
                                                 const std::string& prefix) {
  // A range on the (organization_id, e164) index: every E.164 digit sorts below ':'.
  Prepared s(db,
             "SELECT e164 FROM phone_numbers WHERE organization_id = ? AND e164 >= ? AND e164 < ? AND voice = 1 "
             "ORDER BY e164 LIMIT 1");
  s.bind(1, organization_id);
  s.bind(2, prefix);
  s.bind(3, prefix + ":");
  if (!s.executeStep()) return std::nullopt;
  return s.getColumn(0).getString();
}

bool organization_has_number(SQLite::Database& db, std::int64_t organization_id, const std::string& e164) {
  Prepared s(db, "SELECT 1 FROM phone_numbers WHERE organization_id = ? AND e164 = ?");
  s.bind(1, organization_id);
  s.bind(2, e164);
  return s.executeStep();
}

}  // namespace dialer::db
