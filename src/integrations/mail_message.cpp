#include "integrations/mail_message.hpp"

#include <openssl/evp.h>
#include <openssl/rand.h>

#include <algorithm>
#include <array>
#include <cctype>
#include <ctime>

namespace dialer::integrations {
namespace {

constexpr char kHex[] = "0123456789ABCDEF";

std::string one_line(std::string text) {
  std::replace_if(text.begin(), text.end(), [](char c) { return c == '\r' || c == '\n'; }, ' ');
  return text;
}

bool plain_ascii(const std::string& text) {
  return std::all_of(text.begin(), text.end(), [](unsigned char c) { return c >= 0x20 && c < 0x7f; });
}

// RFC 2047 encoded words of at most 45 bytes of text each (75 characters encoded), never splitting a UTF-8
// character.
std::string encoded_words(const std::string& text) {
  std::string out;
  std::size_t at = 0;
  while (at < text.size()) {
    std::size_t end = std::min(text.size(), at + 45);
    while (end < text.size() && end > at && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
    if (!out.empty()) out += "\r\n ";
    out += "=?UTF-8?B?" + encode_base64(text.substr(at, end - at)) + "?=";
    at = end;
  }
  return out;
}

std::string header_text(const std::string& value) {
  const std::string line = one_line(value);
  return plain_ascii(line) ? line : encoded_words(line);
}

std::string mailbox(const std::string& name, const std::string& address) {
  const std::string bare = one_line(address);
  if (name.empty()) return bare;
  const std::string shown = one_line(name);
  if (!plain_ascii(shown)) return encoded_words(shown) + " <" + bare + ">";
  std::string quoted = "\"";
  for (const char c : shown) {
    if (c == '"' || c == '\\') quoted += '\\';
    quoted += c;
  }
  return quoted + "\" <" + bare + ">";
}

// Quoted-printable (RFC 2045 6.7): lines of at most 76 characters, soft breaks, trailing spaces kept.
std::string quoted_printable(const std::string& body) {
  std::string out;
  std::size_t column = 0;
  const auto put = [&](const std::string& piece) {
    if (column + piece.size() > 75) {
      out += "=\r\n";
      column = 0;
    }
    out += piece;
    column += piece.size();
  };
  for (std::size_t i = 0; i < body.size(); ++i) {
    const auto c = static_cast<unsigned char>(body[i]);
    if (c == '\r' && i + 1 < body.size() && body[i + 1] == '\n') continue;
    if (c == '\n') {
      out += "\r\n";
      column = 0;
      continue;
    }
    const bool line_ends_here = i + 1 == body.size() || body[i + 1] == '\n' || body[i + 1] == '\r';
    const bool literal = (c >= 33 && c <= 126 && c != '=') || ((c == ' ' || c == '\t') && !line_ends_here);
    if (literal) {
      put(std::string(1, static_cast<char>(c)));
    } else {
      put(std::string{'=', kHex[c >> 4], kHex[c & 15]});
    }
  }
  if (!out.ends_with("\r\n")) out += "\r\n";
  return out;
}

std::string date_header(std::chrono::system_clock::time_point at) {
  const std::time_t t = std::chrono::system_clock::to_time_t(at);
  std::tm utc{};
  gmtime_r(&t, &utc);
  char text[64];
  std::strftime(text, sizeof text, "%a, %d %b %Y %H:%M:%S +0000", &utc);
  return text;
}

std::string message_id(const std::string& from_address) {
  std::array<unsigned char, 16> random{};
  RAND_bytes(random.data(), static_cast<int>(random.size()));
  std::string id;
  for (const auto b : random) {
    id += static_cast<char>(std::tolower(kHex[b >> 4]));
    id += static_cast<char>(std::tolower(kHex[b & 15]));
  }
  const auto at = from_address.rfind('@');
  return "<" + id + "@" + (at == std::string::npos ? std::string("dialer.invalid") : one_line(from_address.substr(at + 1))) +
         ">";
}

}  // namespace

std::string encode_base64(std::string_view in) {
  std::string out(4 * ((in.size() + 2) / 3) + 1, '\0');
  const int n = EVP_EncodeBlock(reinterpret_cast<unsigned char*>(out.data()),
                                reinterpret_cast<const unsigned char*>(in.data()), static_cast<int>(in.size()));
  out.resize(static_cast<std::size_t>(n));
  return out;
}

std::string format_mail(const MailMessage& m) {
  std::string out;
  out += "Date: " + date_header(m.date) + "\r\n";
  out += "From: " + mailbox(m.from_name, m.from_address) + "\r\n";
  out += "To: " + one_line(m.to) + "\r\n";
  out += "Subject: " + header_text(m.subject) + "\r\n";
  out += "Message-ID: " + message_id(m.from_address) + "\r\n";
  for (const auto& [name, value] : m.headers) out += one_line(name) + ": " + header_text(value) + "\r\n";
  out += "MIME-Version: 1.0\r\n";
  out += "Content-Type: text/plain; charset=UTF-8\r\n";
  out += "Content-Transfer-Encoding: quoted-printable\r\n";
  out += "\r\n";
  out += quoted_printable(m.body);
  return out;
}

}  // namespace dialer::integrations
