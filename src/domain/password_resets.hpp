#pragma once
// Single-use password reset links, valid for one hour.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <string>

#include "dialer/clock.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class SessionCache;

struct IssuedReset {
  std::string token;
  std::string expires_at;  // ISO 8601
};

// Inside the caller's write transaction; valid for an hour from clock.now().
IssuedReset issue_password_reset(SQLite::Database& db, std::int64_t user_id, const Clock& clock);

// Sets the password behind a reset token once, and signs the user out everywhere (clearing sessions once
// committed). Invalid when the token is unknown, used or expired, or the account is deactivated.
void redeem_password_reset(db::Database& database, SessionCache& sessions, const Clock& clock, const std::string& token,
                           const std::string& new_password);

}  // namespace dialer::domain
