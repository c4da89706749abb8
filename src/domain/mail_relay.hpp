#pragma once
// The organization's mail relay (docs/api.md, "E-mail: the mail relay"): its settings (the password
// write-only), and a test that sends a real message and says exactly why it could not.
#include <chrono>
#include <functional>
#include <optional>
#include <string>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "domain/integration_log.hpp"
#include "model/mail_relay.hpp"
#include "domain/background_work.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

inline constexpr const char* kEmailIntegration = "email";

struct MailRelayInput {
  std::optional<std::string> host;
  std::optional<int> port;
  std::optional<std::string> security;  // starttls | tls | none
  std::optional<std::string> username;  // "" removes the login (and the password)
  std::optional<std::string> password;  // absent, "" or the mask: keep the stored one
  std::optional<std::string> from_address;
  std::optional<std::string> from_name;
};

struct MailOptions {
  std::string ca_file;      // --smtp-ca-file
  std::string client_name;  // the name given in EHLO: --public-url's host
  std::string public_url;   // --public-url: where the unsubscribe links point
  std::chrono::milliseconds timeout{std::chrono::seconds(10)};
};

class MailRelayService {
 public:
  // work: told when saved settings may let the messages waiting in the outbox go at once.
  MailRelayService(db::Database& database, IntegrationLog& log, BackgroundWork& work, MailOptions options,
                   const Clock& clock);

  // The stored relay, or an empty one.
  model::MailRelay relay(const auth::Caller& caller);
  // Throws DomainError invalid naming the field; changed settings are "untested" until tested or used.
  model::MailRelay save(const auth::Caller& caller, const MailRelayInput& input);
  // Sends a real message to `to` through the stored relay and records the outcome (status, an Integration Logs
  // line); throws DomainError upstream_failed with the relay's reason, invalid when nothing is stored.
  model::MailRelay test(const auth::Caller& caller, const std::string& to);

 private:
  db::Database& database_;
  IntegrationLog& log_;
  BackgroundWork& work_;
  MailOptions options_;
  const Clock& clock_;
};

}  // namespace dialer::domain
