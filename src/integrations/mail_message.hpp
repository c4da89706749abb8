#pragma once
// An e-mail as it travels (RFC 5322 with MIME): UTF-8 text, quoted-printable, the subject and the sender's name
// as encoded words when they are not plain ASCII, CRLF line ends. Header values lose any line break, so no text
// from a form can add a header.
#include <chrono>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dialer::integrations {

struct MailMessage {
  std::string from_address;
  std::string from_name;  // "" for the bare address
  std::string to;
  std::string subject;
  std::string body;  // plain text, \n or \r\n line ends
  std::vector<std::pair<std::string, std::string>> headers;  // more headers (List-Unsubscribe …)
  std::chrono::system_clock::time_point date;
};

// The message with Date, Message-ID (a random one at the sender's domain) and MIME headers.
std::string format_mail(const MailMessage& message);

// Base64 (RFC 4648) in one line: encoded words, and the SMTP login.
std::string encode_base64(std::string_view bytes);

}  // namespace dialer::integrations
