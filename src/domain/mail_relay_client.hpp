#pragma once
// An organization's stored mail relay as the SMTP client needs it, and a message from its sender.
#include <chrono>
#include <string>
#include <utility>
#include <vector>

#include "domain/mail_relay.hpp"
#include "integrations/smtp_client.hpp"
#include "model/mail_relay.hpp"

namespace dialer::domain {

integrations::SmtpRelayAddress smtp_address_for(const model::MailRelay& relay);
integrations::SmtpOptions smtp_options_for(const MailOptions& options);

struct OutgoingMail {
  std::string to;
  std::string subject;
  std::string body;
  std::vector<std::pair<std::string, std::string>> headers;
};

integrations::MailEnvelope envelope_from(const model::MailRelay& relay, const OutgoingMail& mail,
                                         std::chrono::system_clock::time_point now);

}  // namespace dialer::domain
