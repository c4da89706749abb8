#pragma once
// The organization's Twilio account (docs/api.md, "Telephony"): its credentials (the Auth Token and the API Key
// Secret write-only), the connection test that asks Twilio for the account and says exactly why it failed, and
// the addresses Twilio must be able to reach for its callbacks.
#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "domain/integration_log.hpp"
#include "model/telephony.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

inline constexpr const char* kTwilio = "twilio";

struct TelephonyInput {
  std::optional<std::string> account_sid;
  std::optional<std::string> auth_token;      // absent, "" or the mask: keep the stored one
  std::optional<std::string> api_key_sid;     // "" removes it
  std::optional<std::string> api_key_secret;  // absent, "" or the mask: keep (removed with the key SID)
  std::optional<std::string> twiml_app_sid;   // "" removes it
  std::optional<bool> twilio_answers_keywords;
};

struct TelephonyOptions {
  std::string base_url;    // --twilio-base-url
  std::string public_url;  // --public-url: where Twilio calls back
  std::chrono::milliseconds timeout{std::chrono::seconds(10)};
};

// Where Twilio must send its requests, and why it cannot when it cannot.
struct CallbackAddresses {
  std::string voice_url;            // the TwiML App's Voice URL
  std::string status_callback_url;  // each call's StatusCallback
  std::string messaging_url;        // each number's Messaging webhook: texts leads send
  std::string warning;              // "" when --public-url names an address Twilio can reach
};

class TelephonyService {
 public:
  TelephonyService(db::Database& database, IntegrationLog& log, TelephonyOptions options, const Clock& clock);

  // The stored account, or an empty one.
  model::TelephonyAccount account(const auth::Caller& caller);
  // Throws DomainError (invalid, naming the field) for a SID of the wrong shape; new credentials make the status
  // "disconnected" until tested.
  model::TelephonyAccount save(const auth::Caller& caller, const TelephonyInput& input);
  // Asks Twilio for the stored account. Records the outcome (status, account name, error) and an Integration Logs
  // line; throws DomainError upstream_failed with Twilio's reason when it fails, invalid when nothing is stored.
  model::TelephonyAccount test(const auth::Caller& caller);
  CallbackAddresses callback_addresses() const;
  // When Twilio last reached the server with a signed request, if ever.
  std::optional<std::string> last_callback_at(const auth::Caller& caller);

  std::vector<model::PhoneNumber> numbers(const auth::Caller& caller);
  // Reads every number of the account from Twilio and keeps exactly those (an Integration Logs line either way).
  // Throws DomainError invalid before the account is saved, upstream_failed when Twilio fails.
  std::vector<model::PhoneNumber> sync_numbers(const auth::Caller& caller);

 private:
  db::Database& database_;
  IntegrationLog& log_;
  TelephonyOptions options_;
  const Clock& clock_;
};

}  // namespace dialer::domain
