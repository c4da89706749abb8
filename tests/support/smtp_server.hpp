#pragma once
// A real SMTP server for the tests: Debian's aiosmtpd, run by tests/support/smtp_server.py as a child process on a
// free port, with its own certificate authority when it speaks TLS. Messages it accepted are read back from its
// spool as the relay received them (envelope and raw data).
#include <sys/types.h>

#include <chrono>
#include <string>
#include <vector>

#include "support/temp_dir.hpp"

namespace test {

struct SmtpServerOptions {
  std::string security = "starttls";  // starttls | tls | none
  std::string user;                   // "" offers no AUTH
  std::string password;
  std::vector<std::string> refuse;  // recipients answered 550
  std::vector<std::string> defer;   // recipients answered 451
};

// A relay speaking `security`, offering AUTH for this user and password (none when user is "").
inline SmtpServerOptions relay_options(const std::string& security, const std::string& user = "",
                                       const std::string& password = "") {
  SmtpServerOptions options;
  options.security = security;
  options.user = user;
  options.password = password;
  return options;
}

struct ReceivedMail {
  std::string mail_from;
  std::vector<std::string> rcpt_tos;
  std::string data;  // headers and body as received
  std::string login;  // "" without AUTH
  bool encrypted = false;
};

class SmtpServer {
 public:
  explicit SmtpServer(SmtpServerOptions options = {});
  ~SmtpServer();
  SmtpServer(const SmtpServer&) = delete;
  SmtpServer& operator=(const SmtpServer&) = delete;

  int port() const { return port_; }
  // The certificate authority that signed its certificate ("" without TLS): --smtp-ca-file.
  const std::string& ca_file() const { return ca_file_; }
  std::vector<ReceivedMail> received() const;
  // Waits (bounded) until at least n messages arrived; returns them.
  std::vector<ReceivedMail> wait_for(std::size_t n, std::chrono::milliseconds timeout = std::chrono::seconds(10)) const;

 private:
  TempDir spool_;
  pid_t pid_ = -1;
  int stdin_fd_ = -1;
  int port_ = 0;
  std::string ca_file_;
};

// The body of a quoted-printable text message, decoded (soft line breaks joined, =XX turned back into bytes,
// CRLF into \n).
std::string decoded_body(const std::string& data);
// A header's value as received (unfolded), or "".
std::string header_of(const std::string& data, const std::string& name);

}  // namespace test
