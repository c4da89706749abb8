#pragma once
// An organization's Twilio account as the rest of the server sees it (plain values).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace dialer::model {

struct TelephonyAccount {
  std::int64_t organization_id = 0;
  std::string account_sid;     // AC…
  std::string auth_token;      // write-only through the API
  std::string api_key_sid;     // SK…, for browser calling
  std::string api_key_secret;  // write-only through the API
  std::string twiml_app_sid;   // AP…, for browser calling
  std::string status = "disconnected";  // connected | disconnected | error: the last test's outcome
  std::string account_name;    // Twilio's friendly name, from the last good test
  std::string account_type;    // Trial | Full
  std::optional<std::string> last_error;
  std::optional<std::string> last_tested_at;
  std::string updated_at;
  // Twilio answers STOP, HELP and START itself (its default on US long codes): the server records them, silent.
  bool twilio_answers_keywords = true;
};

// One of the account's numbers, as the last sync found it.
struct PhoneNumber {
  std::string sid;  // PN…
  std::string e164;
  std::string friendly_name;
  bool voice = false;
  bool sms = false;
  std::string synced_at;
};

}  // namespace dialer::model
