#pragma once
// Sends e-mail through an SMTP relay (RFC 5321) over OpenSSL: implicit TLS (usually port 465), STARTTLS (587)
// or plain (a relay on the local network, without a password), with AUTH PLAIN or LOGIN. Written on OpenSSL
// rather than taken from a library: Debian's SMTP clients (libcurl, libesmtp) link libraries Debian ships no
// static archives of, and the server is one static executable (docs/architecture.md).
//
// Every failure is an SmtpError whose text a person understands ("the relay refused the login (535 5.7.8
// Authentication failed)"), never containing the password, and says whether the relay itself failed (nothing
// can be sent until that is fixed) or refused only this message for good.
#include <chrono>
#include <memory>
#include <stdexcept>
#include <string>

namespace dialer::integrations {

inline constexpr std::chrono::seconds kSmtpTimeout{10};

enum class SmtpSecurity { kStartTls, kTls, kNone };

struct SmtpRelayAddress {
  std::string host;
  int port = 587;
  SmtpSecurity security = SmtpSecurity::kStartTls;
  std::string username;  // "" sends no AUTH
  std::string password;
};

struct SmtpOptions {
  std::chrono::milliseconds timeout = kSmtpTimeout;  // each step: connect, the TLS handshake, every reply
  std::string ca_file;      // --smtp-ca-file: a certificate authority trusted besides the system's
  std::string client_name;  // the name this server gives in EHLO
};

class SmtpError : public std::runtime_error {
 public:
  enum class Kind {
    kRelay,           // connecting, TLS, the login or the sender: every message waits until it is fixed
    kMessage,         // the relay refused this message for good (a 5xx to its recipient or its content)
    kMessageForNow,   // the relay asked to try this message again later (a 4xx)
  };
  SmtpError(Kind kind, const std::string& reason) : std::runtime_error(reason), kind_(kind) {}
  Kind kind() const { return kind_; }

 private:
  Kind kind_;
};

struct MailEnvelope {
  std::string from;  // the bare address for MAIL FROM
  std::string to;    // the bare address for RCPT TO
  std::string data;  // the whole message (headers, blank line, body) with CRLF line ends
};

// One connection to the relay: connected, secured and logged in by the constructor, closed (QUIT) by the
// destructor. Several messages may go through one session; a message refused leaves it usable.
class SmtpSession {
 public:
  SmtpSession(const SmtpRelayAddress& relay, const SmtpOptions& options);
  ~SmtpSession();
  SmtpSession(const SmtpSession&) = delete;
  SmtpSession& operator=(const SmtpSession&) = delete;

  void send(const MailEnvelope& message);

 private:
  struct Connection;
  std::unique_ptr<Connection> connection_;
};

}  // namespace dialer::integrations
