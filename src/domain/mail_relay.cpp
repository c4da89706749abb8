#include "domain/mail_relay.hpp"

#include <algorithm>
#include <regex>

#include "db/database.hpp"
#include "db/mail_relay_store.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/domain_error.hpp"
#include "domain/mail_relay_client.hpp"
#include "domain/secret_mask.hpp"
#include "domain/text_rules.hpp"

namespace dialer::domain {
namespace {

constexpr std::size_t kMaxRelaySecret = 200;

bool has_control_characters(const std::string& text) {
  return std::any_of(text.begin(), text.end(), [](unsigned char c) { return c < ' ' || c == 0x7f; });
}

std::string checked_host(const std::string& given) {
  static const std::regex kHost(R"(^([A-Za-z0-9]([A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)*$|^[0-9A-Fa-f:.]+$)");
  std::string host = trim(given);
  if (host.empty() || host.size() > 253 || !std::regex_match(host, kHost)) {
    throw DomainError::invalid_field("host", "Enter the mail server's host name, like smtp.example.com");
  }
  return host;
}

std::string checked_security(const std::string& given) {
  const std::string security = to_lower(trim(given));
  if (security != "starttls" && security != "tls" && security != "none") {
    throw DomainError::invalid_field("security", "Choose how the connection is secured: STARTTLS, TLS or none");
  }
  return security;
}

std::string checked_from_address(const std::string& given) {
  std::string address = trim(given);
  if (!looks_like_email(address) || has_control_characters(address)) {
    throw DomainError::invalid_field("fromAddress", "Enter the address the e-mails come from, like calls@example.com");
  }
  return address;
}

std::string checked_from_name(const std::string& given) {
  std::string name = trim(given);
  if (has_control_characters(name) || !is_clean_utf8(name)) {
    throw DomainError::invalid_field("fromName", "The sender name must be plain text on one line");
  }
  check_max_length(name, 100, "fromName", "The sender name");
  return name;
}

std::string checked_username(const std::string& given) {
  std::string username = trim(given);
  if (has_control_characters(username)) throw DomainError::invalid_field("username", "The username must be plain text on one line");
  check_max_length(username, kMaxRelaySecret, "username", "The username");
  return username;
}

// A password typed into the form, or nullopt for "keep the stored one". Spaces are part of a password.
std::optional<std::string> new_password(const std::optional<std::string>& given) {
  if (!given || given->empty() || is_secret_mask(*given)) return std::nullopt;
  if (given->size() > kMaxRelaySecret || has_control_characters(*given)) {
    throw DomainError::invalid_field("password", "The password must be at most 200 characters, on one line");
  }
  return *given;
}

bool same_connection(const model::MailRelay& a, const model::MailRelay& b) {
  return a.host == b.host && a.port == b.port && a.security == b.security && a.username == b.username &&
         a.password == b.password && a.from_address == b.from_address;
}

}  // namespace

MailRelayService::MailRelayService(db::Database& database, IntegrationLog& log, BackgroundWork& work,
                                   MailOptions options, const Clock& clock)
    : database_(database), log_(log), work_(work), options_(std::move(options)), clock_(clock) {}

model::MailRelay MailRelayService::relay(const auth::Caller& caller) {
  auto stored = database_.read([&](SQLite::Database& db) { return db::find_mail_relay(db, caller.organization_id); });
  if (stored) return *stored;
  model::MailRelay empty;
  empty.organization_id = caller.organization_id;
  return empty;
}

model::MailRelay MailRelayService::save(const auth::Caller& caller, const MailRelayInput& in) {
  const auto host = in.host ? std::optional(checked_host(*in.host)) : std::nullopt;
  if (in.port && (*in.port < 1 || *in.port > 65535)) throw DomainError::invalid_field("port", "The port must be a number from 1 to 65535");
  const auto security = in.security ? std::optional(checked_security(*in.security)) : std::nullopt;
  const auto username = in.username ? std::optional(checked_username(*in.username)) : std::nullopt;
  const auto password = new_password(in.password);
  const auto from_address = in.from_address ? std::optional(checked_from_address(*in.from_address)) : std::nullopt;
  const auto from_name = in.from_name ? std::optional(checked_from_name(*in.from_name)) : std::nullopt;
  auto saved = database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    const auto before = db::find_mail_relay(db, caller.organization_id);
    auto r = before.value_or(model::MailRelay{});
    r.organization_id = caller.organization_id;
    if (host) r.host = *host;
    if (in.port) r.port = *in.port;
    if (security) r.security = *security;
    if (username) r.username = *username;
    if (password) r.password = *password;
    if (r.username.empty()) r.password.clear();
    if (from_address) r.from_address = *from_address;
    if (from_name) r.from_name = *from_name;
    if (r.host.empty()) throw DomainError::invalid_field("host", "Enter the mail server's host name, like smtp.example.com");
    if (r.from_address.empty()) {
      throw DomainError::invalid_field("fromAddress", "Enter the address the e-mails come from, like calls@example.com");
    }
    if (!r.username.empty() && r.password.empty()) throw DomainError::invalid_field("password", "Enter the password for " + r.username);
    if (!r.username.empty() && r.security == "none") {
      throw DomainError::invalid_field("security", "A password is only sent over an encrypted connection: choose STARTTLS or TLS");
    }
    if (!before || !same_connection(*before, r)) {
      r.status = "untested";
      r.last_error.reset();
    }
    r.updated_at = iso8601_utc(clock_.now());
    db::save_mail_relay(db, r);
    log_.record(tx, {caller.organization_id, kEmailIntegration, "save", "success",
                     "Mail relay saved: " + r.host + ":" + std::to_string(r.port), true});
    return r;
  });
  work_.emails_waiting();
  return saved;
}

model::MailRelay MailRelayService::test(const auth::Caller& caller, const std::string& given_to) {
  const std::string to = trim(given_to);
  if (!looks_like_email(to) || has_control_characters(to)) {
    throw DomainError::invalid_field("to", "Enter the address to send the test e-mail to");
  }
  const auto stored = database_.read([&](SQLite::Database& db) { return db::find_mail_relay(db, caller.organization_id); });
  if (!stored) throw DomainError::invalid_field("host", "Save the mail relay's settings first, then send a test e-mail");
  std::optional<std::string> failure;
  try {
    integrations::SmtpSession session(smtp_address_for(*stored), smtp_options_for(options_));
    session.send(envelope_from(
        *stored,
        {to, "Test e-mail from Dialer Dashboard",
         "This is a test e-mail from Dialer Dashboard, sent through " + stored->host + ":" +
             std::to_string(stored->port) + ".\n\nIf you can read it, the mail relay works: welcome e-mails, "
             "password reset links and cadence e-mails will be sent through it.\n",
         {}},
        clock_.now()));
  } catch (const integrations::SmtpError& e) {
    failure = e.what();
  }
  auto result = database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    auto current = db::find_mail_relay(db, caller.organization_id).value_or(*stored);
    // The outcome describes the stored settings only when those were what was tested.
    const bool tested_stored = same_connection(current, *stored);
    const auto now = iso8601_utc(clock_.now());
    if (tested_stored) {
      current.status = failure ? "error" : "working";
      current.last_error = failure;
      current.last_tested_at = now;
      if (!failure) current.last_sent_at = now;
      db::save_mail_relay(db, current);
    }
    log_.record(tx, {caller.organization_id, kEmailIntegration, "test", failure ? "error" : "success",
                     failure ? "Test e-mail to " + to + " failed: " + *failure : "Test e-mail sent to " + to,
                     tested_stored});
    return current;
  });
  if (failure) throw DomainError::upstream_failed("integration_failed", "The test e-mail could not be sent: " + *failure);
  work_.emails_waiting();
  return result;
}

}  // namespace dialer::domain
