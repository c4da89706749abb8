#include "domain/password_resets.hpp"

#include <chrono>
#include <optional>

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
  const std::string token_hash = auth::session_token_hash(token);
  const auto usable = [&](SQLite::Database& db) {
    const auto reset = db::find_password_reset(db, token_hash);
    if (!reset || reset->used || unix_seconds(clock.now()) >= reset->expires_at) return std::optional<std::int64_t>();
    if (!db::is_user_active(db, reset->user_id)) return std::optional<std::int64_t>();
    return std::optional<std::int64_t>(reset->user_id);
  };
  // The link first: a made-up token must not cost a password hash (a public page anyone can post to).
  if (!database.read(usable)) throw invalid_link();
  const std::string hash = auth::hash_password(new_password);
  database.write([&](SQLite::Database& db) {
    const auto user_id = usable(db);  // again: it may have been used or expired meanwhile
    if (!user_id) throw invalid_link();
    const auto now = clock.now();
    db::set_user_password(db, *user_id, hash, iso8601_utc(now));
    db::delete_sessions_of_user(db, *user_id);
    db::delete_password_resets_of_user(db, *user_id);  // this link and any other still open
  });
  sessions.clear();
}

}  // namespace dialer::domain
