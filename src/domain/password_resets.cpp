#include "domain/password_resets.hpp"

#include <chrono>

#include "auth/password.hpp"
#include "auth/session_token.hpp"
#include "db/account_store.hpp"
#include "db/database.hpp"
#include "db/outbox_store.hpp"
#include "domain/domain_error.hpp"
#include "dialer/iso_time.hpp"
#include "domain/accounts.hpp"
#include "domain/session_cache.hpp"

namespace dialer::domain {
namespace {

constexpr auto kResetLifetime = std::chrono::hours(1);

DomainError invalid_link() {
  return DomainError::invalid("invalid_reset_token", "This password reset link is invalid or has expired");
}

std::int64_t unix_seconds(Clock::time_point t) {
  return std::chrono::duration_cast<std::chrono::seconds>(t.time_since_epoch()).count();
}

}  // namespace

IssuedReset issue_password_reset(SQLite::Database& db, std::int64_t user_id, const Clock& clock) {
  const auto now = clock.now();
  const auto expires = now + kResetLifetime;
  IssuedReset issued{auth::new_session_token(), iso8601_utc(expires)};
  db::insert_password_reset(db, user_id, auth::session_token_hash(issued.token), unix_seconds(now),
                            unix_seconds(expires));
  return issued;
}

void redeem_password_reset(db::Database& database, SessionCache& sessions, const Clock& clock,
                           const std::string& token, const std::string& new_password) {
  if (token.empty()) throw invalid_link();
  check_password_rules(new_password);
  const std::string hash = auth::hash_password(new_password);
  const std::string token_hash = auth::session_token_hash(token);
  database.write([&](SQLite::Database& db) {
    const auto reset = db::find_password_reset(db, token_hash);
    const auto now = clock.now();
    if (!reset || reset->used || unix_seconds(now) >= reset->expires_at) throw invalid_link();
    if (!db::is_user_active(db, reset->user_id)) throw invalid_link();
    db::set_user_password(db, reset->user_id, hash, iso8601_utc(now));
    db::delete_sessions_of_user(db, reset->user_id);
    db::delete_password_resets_of_user(db, reset->user_id);  // this link and any other still open
  });
  sessions.clear();
}

}  // namespace dialer::domain
