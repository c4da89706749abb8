#include "domain/accounts.hpp"

#include <sqlite3.h>

#include <chrono>

#include "auth/password.hpp"
#include "auth/session_token.hpp"
#include "db/account_store.hpp"
#include "db/database.hpp"
#include "db/outbox_store.hpp"
#include "dialer/iso_time.hpp"
#include "domain/domain_error.hpp"
#include "domain/lead_rules.hpp"
#include "domain/password_resets.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

constexpr auto kSessionIdleTimeout = std::chrono::hours(24 * 7);
constexpr auto kSessionLifetime = std::chrono::hours(24 * 30);
// last_seen_at is refreshed at most this often, so that reads do not each turn into a durable write.
constexpr auto kSessionTouchInterval = std::chrono::minutes(5);

// Failed sign-ins (and refused registrations) allowed in 15 minutes: per address, per account on one address,
// and per account from anywhere (then only addresses new to the account may try: src/auth/sign_in_guard.hpp).
constexpr auth::SignInGuard::Limits kGuessLimits{
    .per_address = 30, .per_account_on_address = 5, .per_account = 10, .window = std::chrono::minutes(15)};

constexpr std::size_t kMaxNameLength = 200;
constexpr std::size_t kMaxPhoneLength = 40;
constexpr std::size_t kMaxPasswordLength = 256;

DomainError required_fields_error() {
  return DomainError::invalid("validation_error", "Please fill in all required fields");
}

DomainError session_expired() {
  return DomainError::unauthenticated("session_expired", "Your session has expired. Please sign in again.");
}

void check_length(const std::string& value, std::size_t max, const std::string& field, const std::string& label) {
  if (character_count(value) > max) {
    throw DomainError::invalid("validation_error", label + " must be at most " + std::to_string(max) + " characters",
                                {{field, label + " is too long"}});
  }
}

void check_email(const std::string& email) {
  if (!looks_like_email(email)) {
    throw DomainError::invalid("validation_error", "Please enter a valid email address",
                                {{"email", "Please enter a valid email address"}});
  }
}

}  // namespace

void check_password_rules(const std::string& password) {
  if (password.size() < 6) {
    throw DomainError::invalid("validation_error", "Password must be at least 6 characters long",
                                {{"password", "Password must be at least 6 characters long"}});
  }
  check_length(password, kMaxPasswordLength, "password", "Password");
}

AccountService::AccountService(db::Database& database, AccountSettings settings, SessionCache& sessions,
                               const Clock& clock)
    : database_(database),
      settings_(settings),
      sessions_(sessions),
      clock_(clock),
      login_guard_(kGuessLimits, clock),
      registration_guard_(kGuessLimits, clock) {}

std::int64_t AccountService::unix_now() const {
  return std::chrono::duration_cast<std::chrono::seconds>(clock_.now().time_since_epoch()).count();
}

auth::SignInGuard::Attempt AccountService::begin_attempt(auth::SignInGuard& guard, const std::string& account,
                                                         const std::string& address) {
  auth::SignInGuard::Refusal refusal{};
  auto attempt = guard.begin(account, address, refusal);
  if (!attempt) {
    const auto wait = refusal.retry_after.count();
    throw DomainError::too_many_attempts(refusal.retry_after,
                                         "Too many attempts. Try again in " + std::to_string(wait) + " seconds.");
  }
  return std::move(*attempt);
}

SignedIn AccountService::register_trial(const RegistrationRequest& in) {
  if (!settings_.registration_open) throw DomainError::forbidden("registration_closed", "Registration is closed");

  const std::string company = trim(in.company_name);
  const std::string name = trim(in.name);
  const std::string email = trim(in.email);
  const std::string phone = trim(in.phone);
  const std::string email_key = to_lower(email);
  // Without an e-mail there is no account to count against: the address stands in for it.
  auto attempt = begin_attempt(registration_guard_, email_key.empty() ? "@" + in.client_ip : email_key, in.client_ip);

  try {
    // The spec's order: required fields, then the password length, then (ours) the e-mail format.
    if (company.empty() || email.empty() || in.password.empty() || name.empty()) throw required_fields_error();
    check_password_rules(in.password);
    check_email(email);
    check_length(company, kMaxNameLength, "companyName", "Company name");
    check_length(name, kMaxNameLength, "name", "Name");
    check_length(phone, kMaxPhoneLength, "phone", "Phone");

    const std::string password_hash = auth::hash_password(in.password);
    const auto [first_name, last_name] = split_full_name(name);
    SignedIn result = database_.write([&](SQLite::Database& db) {
      if (db::email_taken(db, email_key)) {
        throw DomainError::conflict("email_taken", "An account with this email already exists");
      }
      const std::string now = iso8601_utc(clock_.now());
      const auto organization_id = db::insert_organization(db, company, now);
      const auto user_id = db::insert_user(db, db::NewUser{organization_id, email, email_key, first_name, last_name,
                                                           phone, "superadmin", password_hash, now});
      db::insert_consent_record(db, db::ConsentRecord{organization_id, user_id, in.sms_consent && !phone.empty(),
                                                      in.email_consent, phone, in.consent_timestamp.substr(0, 64), now,
                                                      in.client_ip, in.user_agent.substr(0, 512), kLegalTextsVersion,
                                                      kLegalTextsVersion});
      return start_session(db, *db::find_user(db, organization_id, user_id));
    });
    attempt.succeeded();
    return result;
  } catch (const DomainError&) {
    attempt.failed();
    throw;
  }
}

SignedIn AccountService::login(const std::string& email_in, const std::string& password, const std::string& client_ip) {
  const std::string email_key = to_lower(trim(email_in));
  if (email_key.empty() || password.empty()) {
    throw DomainError::invalid("validation_error", "Please enter your email and password");
  }
  auto attempt = begin_attempt(login_guard_, email_key, client_ip);

  const auto user = database_.read([&](SQLite::Database& db) { return db::find_user_by_email(db, email_key); });
  const auto turn = attempt.from_clean_address() ? auth::HashTurn::kNormal : auth::HashTurn::kBehind;
  const bool password_ok = user ? auth::verify_password(user->password_hash, password, turn)
                                : (auth::verify_against_dummy(password, turn), false);
  if (!password_ok) {
    attempt.failed();
    throw DomainError::unauthenticated("invalid_credentials", "Invalid email or password");
  }
  attempt.succeeded();
  // Said only to someone who knows the password, so it reveals nothing to a guesser.
  if (!user->active) throw DomainError::forbidden("account_deactivated", "This account has been deactivated");
  // A hash made at a lower cost (a database a test suite started, an older version) is made again now that the
  // password is known, before the write: hashing holds no write lock.
  std::optional<std::string> rehashed;
  if (auth::needs_rehash(user->password_hash)) rehashed = auth::hash_password(password);
  return database_.write([&](SQLite::Database& db) {
    if (rehashed) db::rehash_user_password(db, user->id, user->password_hash, *rehashed);
    return start_session(db, *user);
  });
}

SignedIn AccountService::start_session(SQLite::Database& db, const model::User& user) {
  const std::string token = auth::new_session_token();
  const auto now = unix_now();
  db::insert_session(db, user.id, auth::session_token_hash(token), now,
                     now + std::chrono::duration_cast<std::chrono::seconds>(kSessionLifetime).count());
  return SignedIn{token, user};
}

bool AccountService::still_signed_in(const auth::Caller& caller) {
  const auto now = unix_now();
  return database_.read([&](SQLite::Database& db) {
    return db::session_is_live(db, caller.session_id, auth::role_name(caller.role), now);
  });
}

auth::Caller AccountService::authenticate(std::string_view header) {
  constexpr std::string_view kScheme = "Bearer ";
  if (header.size() <= kScheme.size() || to_lower(header.substr(0, kScheme.size())) != "bearer ") {
    throw DomainError::unauthenticated("auth_required", "Authentication required");
  }
  const std::string token = trim(header.substr(kScheme.size()));
  const std::string hash = auth::session_token_hash(token);
  // A session read less than SessionCache's age limit (2 s) ago is used as it was read. Writes of this
  // process that sign users out or change them clear the cache once they commit; expiry is checked below
  // against the injected clock's time either way.
  const auto read_at = SessionCache::AgeClock::now();
  auto session = sessions_.find(hash, read_at);
  if (!session) {
    const auto generation = sessions_.generation();
    session = database_.read([&](SQLite::Database& db) { return db::find_session(db, hash); });
    if (!session || !session->user.active) {
      sessions_.erase(hash);  // an entry too old to use, if any
      throw session_expired();
    }
    model::Session cached = *session;
    cached.user.password_hash.clear();  // never needed here: no password hashes in a long-lived cache
    sessions_.store(hash, std::move(cached), read_at, generation);
  }

  const auto now = unix_now();
  const auto idle_limit = std::chrono::duration_cast<std::chrono::seconds>(kSessionIdleTimeout).count();
  if (now >= session->expires_at || now - session->last_seen_at >= idle_limit) {
    database_.write([&](SQLite::Database& db) { db::delete_session(db, session->id); });
    sessions_.erase(hash);
    throw session_expired();
  }
  if (now - session->last_seen_at >= std::chrono::duration_cast<std::chrono::seconds>(kSessionTouchInterval).count()) {
    database_.write([&](SQLite::Database& db) { db::touch_session(db, session->id, now); });
    sessions_.set_last_seen(hash, session->id, now);
  }
  const auto role = auth::parse_role(session->user.role).value_or(auth::Role::kAgent);
  return auth::Caller{session->user.id, session->user.organization_id, role, session->id};
}

model::User AccountService::current_user(const auth::Caller& caller) {
  auto user = database_.read(
      [&](SQLite::Database& db) { return db::find_user(db, caller.organization_id, caller.user_id); });
  if (!user) throw session_expired();
  return *user;
}

void AccountService::logout(const auth::Caller& caller) {
  database_.write([&](SQLite::Database& db) { db::delete_session(db, caller.session_id); });
  sessions_.clear();
  for (auto* listener : sign_out_listeners_) listener->signed_out(caller);
}

model::User AccountService::create_user(const OrganizationChoice& organization, const std::string& email_in,
                                        const std::string& name, const std::string& role,
                                        const std::string& password) {
  const std::string new_name = trim(organization.new_name);
  const std::string email = trim(email_in);
  const auto [first_name, last_name] = split_full_name(name);
  if ((!organization.existing_id && new_name.empty()) || email.empty() || first_name.empty()) {
    throw required_fields_error();
  }
  check_email(email);
  check_password_rules(password);
  const auto parsed_role = auth::parse_role(role);
  if (!parsed_role) throw DomainError::invalid("validation_error", "Role must be agent, admin or superadmin");

  const std::string password_hash = auth::hash_password(password);
  return database_.write([&](SQLite::Database& db) {
    const std::string email_key = to_lower(email);
    if (db::email_taken(db, email_key)) throw DomainError::conflict("email_taken", "An account with this email already exists");
    const std::string now = iso8601_utc(clock_.now());
    std::int64_t organization_id = 0;
    if (organization.existing_id) {
      if (!db::find_organization_name(db, *organization.existing_id)) {
        throw DomainError::not_found("No organization with id " + std::to_string(*organization.existing_id));
      }
      organization_id = *organization.existing_id;
    } else {
      if (!organization.allow_duplicate_name && !db::list_organizations(db, new_name).empty()) {
        throw DomainError::conflict("organization_name_taken",
                                    "An organization named \"" + new_name + "\" already exists");
      }
      organization_id = db::insert_organization(db, new_name, now);
    }
    const auto user_id = db::insert_user(db, db::NewUser{organization_id, email, email_key, first_name, last_name, "",
                                                         auth::role_name(*parsed_role), password_hash, now});
    return *db::find_user(db, organization_id, user_id);
  });
}

std::vector<model::OrganizationSummary> AccountService::organizations(const std::optional<std::string>& name) {
  return database_.read([&](SQLite::Database& db) {
    return db::list_organizations(db, name ? std::optional<std::string>(trim(*name)) : std::nullopt);
  });
}

void AccountService::reset_password(const std::string& email, const std::string& password) {
  check_password_rules(password);
  const std::string password_hash = auth::hash_password(password);
  database_.write([&](SQLite::Database& db) {
    const auto user = db::find_user_by_email(db, to_lower(trim(email)));
    if (!user) throw DomainError::not_found("No account with the email " + trim(email));
    db::set_user_password(db, user->id, password_hash, iso8601_utc(clock_.now()));
    db::delete_sessions_of_user(db, user->id);
    db::delete_password_resets_of_user(db, user->id);
  });
  sessions_.clear();
}

void AccountService::reset_password_with_token(const std::string& token, const std::string& password) {
  redeem_password_reset(database_, sessions_, clock_, token, password);
}

}  // namespace dialer::domain
