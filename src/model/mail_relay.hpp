#pragma once
// The organization's mail relay (SMTP) as the rest of the server sees it (plain values).
#include <cstdint>
#include <optional>
#include <string>

namespace dialer::model {

struct MailRelay {
  std::int64_t organization_id = 0;
  std::string host;
  int port = 587;
  std::string security = "starttls";  // starttls | tls | none
  std::string username;
  std::string password;  // write-only through the API
  std::string from_address;
  std::string from_name;
  std::string status = "untested";  // untested | working | error: the last test's or send's outcome
  std::optional<std::string> last_error;
  std::optional<std::string> last_tested_at;
  std::optional<std::string> last_sent_at;
  std::string updated_at;
};

}  // namespace dialer::model
