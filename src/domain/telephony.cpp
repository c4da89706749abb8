#include "domain/telephony.hpp"

#include <algorithm>
#include <cctype>

#include "db/database.hpp"
#include "db/telephony_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/domain_error.hpp"
#include "domain/secret_mask.hpp"
#include "domain/text_rules.hpp"
#include "domain/twilio_account_client.hpp"
#include "integrations/twilio_client.hpp"

namespace dialer::domain {
namespace {

constexpr std::size_t kMaxTwilioSecret = 200;

// Twilio's SIDs: two letters and 32 hexadecimal digits.
std::string checked_sid(const std::string& given, const char* prefix, const std::string& field, const std::string& name) {
  std::string sid = trim(given);
  if (sid.empty()) return sid;
  const bool shaped = sid.size() == 34 && sid.compare(0, 2, prefix) == 0 &&
                      std::all_of(sid.begin() + 2, sid.end(), [](unsigned char c) { return std::isxdigit(c) != 0; });
  if (!shaped) throw DomainError::invalid_field(field, name + " must start with " + prefix + " and have 34 characters, as Twilio shows it");
  return sid;
}

// A secret typed into the form, or nullopt for "keep the stored one".
std::optional<std::string> new_secret(const std::optional<std::string>& given, const std::string& field,
                                      const std::string& name) {
  if (!given) return std::nullopt;
  std::string secret = trim(*given);
  if (secret.empty() || is_secret_mask(secret)) return std::nullopt;
  if (secret.size() > kMaxTwilioSecret || std::any_of(secret.begin(), secret.end(), [](unsigned char c) { return c <= ' '; })) {
    throw DomainError::invalid_field(field, name + " must be at most 200 characters, without spaces");
  }
  return secret;
}

bool is_loopback_host(const std::string& host) {
  return host == "localhost" || host.rfind("127.", 0) == 0 || host == "[::1]" || host == "0.0.0.0" ||
         host.ends_with(".localhost");
}

// The host of an http(s) URL ("" when it has none).
std::string host_of(const std::string& url) {
  const auto scheme = url.find("://");
  if (scheme == std::string::npos) return "";
  const auto start = scheme + 3;
  auto end = url.find_first_of("/?#", start);
  std::string authority = url.substr(start, end == std::string::npos ? std::string::npos : end - start);
  if (authority.starts_with("[")) return authority.substr(0, authority.find(']') + 1);
  return authority.substr(0, authority.find(':'));
}

// A client with the stored credentials; throws DomainError invalid with `unsaved` when they are not saved yet.
integrations::TwilioClient client_for(const model::TelephonyAccount& stored, const TelephonyOptions& options,
                                      const std::string& unsaved) {
  if (stored.account_sid.empty() || stored.auth_token.empty()) {
    throw DomainError::invalid_field(stored.account_sid.empty() ? "accountSid" : "authToken", unsaved);
  }
  return twilio_client_for(stored, options);
}

}  // namespace

TelephonyService::TelephonyService(db::Database& database, IntegrationLog& log, TelephonyOptions options,
                                   const Clock& clock)
    : database_(database), log_(log), options_(std::move(options)), clock_(clock) {}

model::TelephonyAccount TelephonyService::account(const auth::Caller& caller) {
  auto stored = database_.read(
      [&](SQLite::Database& db) { return db::find_telephony_account(db, caller.organization_id); });
  if (stored) return *stored;
  model::TelephonyAccount empty;
  empty.organization_id = caller.organization_id;
  return empty;
}

model::TelephonyAccount TelephonyService::save(const auth::Caller& caller, const TelephonyInput& in) {
  const auto account_sid = in.account_sid ? std::optional(checked_sid(*in.account_sid, "AC", "accountSid", "The Account SID"))
                                          : std::nullopt;
  const auto api_key_sid =
      in.api_key_sid ? std::optional(checked_sid(*in.api_key_sid, "SK", "apiKeySid", "The API Key SID")) : std::nullopt;
  const auto twiml_app_sid = in.twiml_app_sid
                                 ? std::optional(checked_sid(*in.twiml_app_sid, "AP", "twimlAppSid", "The TwiML App SID"))
                                 : std::nullopt;
  const auto auth_token = new_secret(in.auth_token, "authToken", "The Auth Token");
  const auto api_key_secret = new_secret(in.api_key_secret, "apiKeySecret", "The API Key Secret");
  return database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    auto a = db::find_telephony_account(db, caller.organization_id).value_or(model::TelephonyAccount{});
    a.organization_id = caller.organization_id;
    const std::string old_sid = a.account_sid, old_token = a.auth_token;
    if (account_sid) a.account_sid = *account_sid;
    if (auth_token) a.auth_token = *auth_token;
    if (api_key_sid) a.api_key_sid = *api_key_sid;
    if (api_key_secret) a.api_key_secret = *api_key_secret;
    if (a.api_key_sid.empty()) a.api_key_secret.clear();
    if (twiml_app_sid) a.twiml_app_sid = *twiml_app_sid;
    if (in.twilio_answers_keywords) a.twilio_answers_keywords = *in.twilio_answers_keywords;
    if (a.account_sid.empty()) throw DomainError::invalid_field("accountSid", "Enter the Account SID from the Twilio Console");
    if (a.auth_token.empty()) throw DomainError::invalid_field("authToken", "Enter the Auth Token from the Twilio Console");
    // Other credentials are not yet known to work.
    if (a.account_sid != old_sid || a.auth_token != old_token) {
      a.status = "disconnected";
      a.last_error.reset();
      a.account_name.clear();
      a.account_type.clear();
    }
    a.updated_at = iso8601_utc(clock_.now());
    db::save_telephony_account(db, a);
    log_.record(tx, {caller.organization_id, kTwilio, "save", "success", "Twilio settings saved", true});
    return a;
  });
}

model::TelephonyAccount TelephonyService::test(const auth::Caller& caller) {
  const auto stored = account(caller);
  std::optional<std::string> failure;
  integrations::TwilioAccount found;
  try {
    found = client_for(stored, options_, "Save the Account SID and Auth Token first, then test the connection").account();
    if (found.status == "suspended") failure = "the Twilio account " + stored.account_sid + " is suspended";
    if (found.status == "closed") failure = "the Twilio account " + stored.account_sid + " is closed";
  } catch (const integrations::TwilioError& e) {
    failure = e.what();
  }
  auto result = database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    auto current = db::find_telephony_account(db, caller.organization_id).value_or(stored);
    // The outcome describes the stored credentials only when those were what was tested.
    const bool tested_stored = current.account_sid == stored.account_sid && current.auth_token == stored.auth_token;
    if (tested_stored) {
      current.status = failure ? "error" : "connected";
      current.last_error = failure;
      if (!failure) {
        current.account_name = found.friendly_name;
        current.account_type = found.type;
      }
      current.last_tested_at = iso8601_utc(clock_.now());
      db::save_telephony_account(db, current);
    }
    log_.record(tx, {caller.organization_id, kTwilio, "test", failure ? "error" : "success",
                     failure ? "Connection test failed: " + *failure
                             : "Connection test succeeded: account " +
                                   (found.friendly_name.empty() ? stored.account_sid : found.friendly_name),
                     tested_stored});
    return current;
  });
  if (failure) throw DomainError::upstream_failed("integration_failed", "Twilio connection test failed: " + *failure);
  return result;
}

CallbackAddresses TelephonyService::callback_addresses() const {
  CallbackAddresses out;
  const std::string base = options_.public_url.empty() ? "http://<this server>" : options_.public_url;
  out.voice_url = base + "/api/v1/twilio/voice";
  out.status_callback_url = base + "/api/v1/twilio/status";
  out.messaging_url = base + "/api/v1/twilio/sms";
  if (options_.public_url.empty()) {
    out.warning = "Start the server with --public-url set to the address Twilio can reach it at: without it, "
                  "Twilio cannot call back and calls cannot be placed";
  } else if (is_loopback_host(host_of(options_.public_url))) {
    out.warning = options_.public_url + " can only be reached from this machine: Twilio cannot call back there. "
                  "Set --public-url to the server's public address";
  }
  return out;
}

std::optional<std::string> TelephonyService::last_callback_at(const auth::Caller& caller) {
  return database_.read([&](SQLite::Database& db) { return db::last_callback_at(db, caller.organization_id); });
}

std::vector<model::PhoneNumber> TelephonyService::numbers(const auth::Caller& caller) {
  return database_.read([&](SQLite::Database& db) { return db::phone_numbers(db, caller.organization_id); });
}

std::vector<model::PhoneNumber> TelephonyService::sync_numbers(const auth::Caller& caller) {
  const auto stored = account(caller);
  std::optional<std::string> failure;
  std::vector<integrations::TwilioNumber> found;
  try {
    found = client_for(stored, options_, "Connect the Twilio account on the Twilio screen first").incoming_numbers();
  } catch (const integrations::TwilioError& e) {
    failure = e.what();
  }
  const auto now = iso8601_utc(clock_.now());
  std::vector<model::PhoneNumber> numbers;
  for (const auto& n : found) numbers.push_back({n.sid, n.phone_number, n.friendly_name, n.voice, n.sms, now});
  database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    if (!failure) db::replace_phone_numbers(db, caller.organization_id, numbers);
    log_.record(tx, {caller.organization_id, kTwilio, "sync", failure ? "error" : "success",
                     failure ? "Phone number sync failed: " + *failure
                             : "Phone numbers synced: " + std::to_string(numbers.size()) + " number(s)",
                     !failure});
  });
  if (failure) throw DomainError::upstream_failed("integration_failed", "Syncing the phone numbers failed: " + *failure);
  return this->numbers(caller);
}

}  // namespace dialer::domain
