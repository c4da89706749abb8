// The SMTP client against a real SMTP server process (aiosmtpd, tests/support/smtp_server.py): STARTTLS and TLS
// from the first byte, each with a certificate checked against a CA; the login; refusals in the relay's own
// words, and whether the relay or only the message failed.
#include <doctest/doctest.h>

#include <chrono>
#include <functional>

#include "integrations/mail_message.hpp"
#include "integrations/smtp_client.hpp"
#include "support/smtp_server.hpp"

namespace {

using dialer::integrations::SmtpError;
using dialer::integrations::SmtpRelayAddress;
using dialer::integrations::SmtpSecurity;
using dialer::integrations::SmtpSession;
using test::relay_options;

dialer::integrations::SmtpOptions options_for(const test::SmtpServer& server) {
  dialer::integrations::SmtpOptions options;
  options.ca_file = server.ca_file();
  options.client_name = "dialer.example.test";
  options.timeout = std::chrono::seconds(5);
  return options;
}

dialer::integrations::MailEnvelope message(const std::string& to, const std::string& subject, const std::string& body) {
  dialer::integrations::MailMessage m;
  m.from_address = "calls@sunrise.test";
  m.from_name = "Sunrise Calls";
  m.to = to;
  m.subject = subject;
  m.body = body;
  m.date = std::chrono::system_clock::now();
  return {m.from_address, to, dialer::integrations::format_mail(m)};
}

// The failure's kind and text.
std::pair<SmtpError::Kind, std::string> failure_of(const std::function<void()>& action) {
  try {
    action();
  } catch (const SmtpError& e) {
    return {e.kind(), e.what()};
  }
  FAIL("expected an SmtpError");
  return {};
}

}  // namespace

TEST_CASE("smtp client: STARTTLS with a login delivers the message as written, to a relay whose certificate is checked") {
  test::SmtpServer relay(relay_options("starttls", "mailer", "pa ss:wörd"));
  SmtpRelayAddress address{"localhost", relay.port(), SmtpSecurity::kStartTls, "mailer", "pa ss:wörd"};
  {
    SmtpSession session(address, options_for(relay));
    session.send(message("ada@example.test", "Welcome to Dialer Dashboard",
                         "Hello Ada,\n.a line starting with a dot\nnon-ASCII: café, 5 € — fine\n"));
    session.send(message("grace@example.test", "Réinitialisez votre mot de passe ✓", "Second message\n"));
  }
  const auto mails = relay.wait_for(2);
  REQUIRE(mails.size() == 2);
  CHECK(mails[0].encrypted);
  CHECK(mails[0].login == "mailer");
  CHECK(mails[0].mail_from == "calls@sunrise.test");
  CHECK(mails[0].rcpt_tos == std::vector<std::string>{"ada@example.test"});
  CHECK(test::header_of(mails[0].data, "Subject") == "Welcome to Dialer Dashboard");
  CHECK(test::header_of(mails[0].data, "From") == "\"Sunrise Calls\" <calls@sunrise.test>");
  CHECK(test::header_of(mails[0].data, "Content-Type") == "text/plain; charset=UTF-8");
  CHECK(!test::header_of(mails[0].data, "Message-ID").empty());
  CHECK(!test::header_of(mails[0].data, "Date").empty());
  CHECK(test::decoded_body(mails[0].data) == "Hello Ada,\n.a line starting with a dot\nnon-ASCII: café, 5 € — fine\n");
  // A non-ASCII subject travels as RFC 2047 encoded words.
  CHECK(test::header_of(mails[1].data, "Subject").starts_with("=?UTF-8?B?"));
  CHECK(mails[1].rcpt_tos == std::vector<std::string>{"grace@example.test"});
}

TEST_CASE("smtp client: TLS from the first byte, and a relay without a trusted certificate is refused") {
  test::SmtpServer relay(relay_options("tls", "mailer", "secret"));
  SmtpRelayAddress address{"127.0.0.1", relay.port(), SmtpSecurity::kTls, "mailer", "secret"};
  {
    SmtpSession session(address, options_for(relay));
    session.send(message("ada@example.test", "Over TLS", "Body\n"));
  }
  const auto mails = relay.wait_for(1);
  REQUIRE(mails.size() == 1);
  CHECK(mails[0].encrypted);

  // Without the relay's CA the certificate cannot be verified: nothing is sent, the password never leaves.
  auto untrusted = options_for(relay);
  untrusted.ca_file.clear();
  const auto [kind, reason] = failure_of([&] { SmtpSession session(address, untrusted); });
  CHECK(kind == SmtpError::Kind::kRelay);
  CHECK(reason.starts_with("the TLS certificate of 127.0.0.1 could not be verified ("));
  // STARTTLS spoken to a TLS port: the handshake is what fails, and the text says what to check.
  SmtpRelayAddress wrong_mode{"localhost", relay.port(), SmtpSecurity::kStartTls, "mailer", "secret"};
  const auto mode = failure_of([&] { SmtpSession session(wrong_mode, options_for(relay)); });
  CHECK(mode.first == SmtpError::Kind::kRelay);
  CHECK(mode.second.find("localhost:" + std::to_string(relay.port())) != std::string::npos);
}

TEST_CASE("smtp client: a refused login, a refused and a deferred recipient, a relay that is not there") {
  auto with_refusals = relay_options("starttls", "mailer", "secret");
  with_refusals.refuse = {"nobody@example.test"};
  with_refusals.defer = {"later@example.test"};
  test::SmtpServer relay(with_refusals);
  const auto options = options_for(relay);

  const auto login = failure_of([&] {
    SmtpSession session({"localhost", relay.port(), SmtpSecurity::kStartTls, "mailer", "wrong"}, options);
  });
  CHECK(login.first == SmtpError::Kind::kRelay);
  CHECK(login.second == "the relay refused the login (535 5.7.8 Authentication credentials invalid)");
  CHECK(login.second.find("wrong") == std::string::npos);

  SmtpSession session({"localhost", relay.port(), SmtpSecurity::kStartTls, "mailer", "secret"}, options);
  const auto refused = failure_of([&] { session.send(message("nobody@example.test", "x", "x\n")); });
  CHECK(refused.first == SmtpError::Kind::kMessage);
  CHECK(refused.second.starts_with("the relay refused the recipient nobody@example.test (550 5.1.1"));
  const auto deferred = failure_of([&] { session.send(message("later@example.test", "x", "x\n")); });
  CHECK(deferred.first == SmtpError::Kind::kMessageForNow);
  CHECK(deferred.second.find("451 4.3.0") != std::string::npos);
  // The session is still usable after both.
  session.send(message("ada@example.test", "Still works", "x\n"));
  CHECK(relay.wait_for(1).size() == 1);

  // A plain relay offers no STARTTLS: the client never falls back to sending in clear.
  test::SmtpServer plain(relay_options("none"));
  const auto no_tls = failure_of([&] {
    SmtpSession s({"localhost", plain.port(), SmtpSecurity::kStartTls, "", ""}, options_for(plain));
  });
  CHECK(no_tls.second.starts_with("localhost does not offer STARTTLS on port"));
  {
    SmtpSession s({"localhost", plain.port(), SmtpSecurity::kNone, "", ""}, options_for(plain));
    s.send(message("ada@example.test", "Plain", "x\n"));
  }
  CHECK(plain.wait_for(1).size() == 1);
  CHECK(!plain.received()[0].encrypted);

  // Nobody listening (port 1 is never served here).
  const auto gone = failure_of([&] { SmtpSession s({"127.0.0.1", 1, SmtpSecurity::kNone, "", ""}, options); });
  CHECK(gone.first == SmtpError::Kind::kRelay);
  CHECK(gone.second.starts_with("could not connect to 127.0.0.1:1"));
  const auto unknown = failure_of([&] { SmtpSession s({"no-such-relay.invalid", 25, SmtpSecurity::kNone, "", ""}, options); });
  CHECK(unknown.second == "could not resolve no-such-relay.invalid (DNS lookup failed)");
}
