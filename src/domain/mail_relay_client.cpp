#include "domain/mail_relay_client.hpp"

#include "integrations/mail_message.hpp"

namespace dialer::domain {

integrations::SmtpRelayAddress smtp_address_for(const model::MailRelay& relay) {
  integrations::SmtpRelayAddress address;
  address.host = relay.host;
  address.port = relay.port;
  address.security = relay.security == "tls"    ? integrations::SmtpSecurity::kTls
                     : relay.security == "none" ? integrations::SmtpSecurity::kNone
                                                : integrations::SmtpSecurity::kStartTls;
  address.username = relay.username;
  address.password = relay.password;
  return address;
}

integrations::SmtpOptions smtp_options_for(const MailOptions& options) {
  integrations::SmtpOptions out;
  out.timeout = options.timeout;
  out.ca_file = options.ca_file;
  out.client_name = options.client_name;
  return out;
}

integrations::MailEnvelope envelope_from(const model::MailRelay& relay, const OutgoingMail& mail,
                                         std::chrono::system_clock::time_point now) {
  integrations::MailMessage message;
  message.from_address = relay.from_address;
  message.from_name = relay.from_name;
  message.to = mail.to;
  message.subject = mail.subject;
  message.body = mail.body;
  message.headers = mail.headers;
  message.date = now;
  return {relay.from_address, mail.to, integrations::format_mail(message)};
}

}  // namespace dialer::domain
