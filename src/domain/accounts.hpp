#pragma once
// Registration, sign-in, sessions and the account commands of the CLI. Throws DomainError with the
// spec's sentences; never talks HTTP.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "auth/sign_in_guard.hpp"
#include "auth/caller.hpp"
#include "model/account.hpp"
#include "dialer/clock.hpp"
#include "domain/session_cache.hpp"
#include "domain/sign_out_listener.hpp"

namespace SQLite {
class Database;
}
namespace dialer::db {
class Database;
}

namespace dialer::domain {

// The date of the Terms of Service and Privacy Policy texts the UI shows; stored with each consent.
inline constexpr const char* kLegalTextsVersion = "2026-11-21";

struct OrganizationChoice {
  std::optional<std::int64_t> existing_id;  // join this organization
  std::string new_name;                     // or create one with this name
  bool allow_duplicate_name = false;

  static OrganizationChoice existing(std::int64_t id) { return {id, "", false}; }
  static OrganizationChoice create(std::string name, bool allow_duplicate_name = false) {
    return {std::nullopt, std::move(name), allow_duplicate_name};
  }
};

struct AccountSettings {
  bool registration_open = true;
};

struct RegistrationRequest {
  std::string company_name;
  std::string name;
  std::string email;
  std::string phone;
  std::string password;
  bool sms_consent = false;
  bool email_consent = false;
  std::string consent_timestamp;
  std::string client_ip;
  std::string user_agent;
};

struct SignedIn {
  std::string token;
  model::User user;
};

class AccountService {
 public:
  // sessions: the process's one cache of recently read sessions, which this service also clears after
  // signing users out or changing their passwords. clock: session expiry, throttles and stored times.
  AccountService(db::Database& database, AccountSettings settings, SessionCache& sessions, const Clock& clock);

  bool registration_open() const { return settings_.registration_open; }

  SignedIn register_trial(const RegistrationRequest& request);
  SignedIn login(const std::string& email, const std::string& password, const std::string& client_ip);
  // The caller behind an "Authorization: Bearer …" header; unauthenticated when missing, unknown or expired.
  auth::Caller authenticate(std::string_view authorization_header);
  // For connections that outlive a request (live streams): whether the caller's session is still valid —
  // not signed out, not past its absolute expiry, the user still active and still in the caller's role.
  bool still_signed_in(const auth::Caller& caller);
  model::User current_user(const auth::Caller& caller);
  void logout(const auth::Caller& caller);
  // Adds a listener told after a user signed out. While the application is built, before any request.
  void listen(SignOutListener& listener) { sign_out_listeners_.push_back(&listener); }

  // For `dialer-dashboard user create`: into an organization that exists (by id, never by name: anyone may
  // register a trial under any name), or into a new one, which must not share an existing organization's name
  // unless allow_duplicate_name says so (conflict "organization_name_taken").
  model::User create_user(const OrganizationChoice& organization, const std::string& email, const std::string& name,
                          const std::string& role, const std::string& password);
  std::vector<model::OrganizationSummary> organizations(const std::optional<std::string>& name = std::nullopt);
  // Sets a new password and signs the user out everywhere.
  void reset_password(const std::string& email, const std::string& password);
  // The public /reset-password page: a single-use link from an admin.
  void reset_password_with_token(const std::string& token, const std::string& password);

 private:
  SignedIn start_session(SQLite::Database& db, const model::User& user);
  std::int64_t unix_now() const;
  // A reserved attempt, or DomainError 429 with how long to wait.
  static auth::SignInGuard::Attempt begin_attempt(auth::SignInGuard& guard, const std::string& account,
                                                  const std::string& address);

  db::Database& database_;
  std::vector<SignOutListener*> sign_out_listeners_;
  AccountSettings settings_;
  SessionCache& sessions_;
  const Clock& clock_;
  auth::SignInGuard login_guard_;
  auth::SignInGuard registration_guard_;
};

// Password rules shared by registration, the agent form and password resets.
void check_password_rules(const std::string& password);

}  // namespace dialer::domain
