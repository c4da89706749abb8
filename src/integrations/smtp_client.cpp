#include "integrations/smtp_client.hpp"

#include "integrations/mail_message.hpp"
#include "integrations/outbound_http.hpp"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <openssl/err.h>
#include <openssl/ssl.h>
#include <openssl/x509v3.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstring>
#include <optional>
#include <string_view>
#include <vector>

namespace dialer::integrations {
namespace {

using Kind = SmtpError::Kind;

struct Reply {
  int code = 0;
  std::vector<std::string> lines;  // the text after each line's code

  // "535 5.7.8 Authentication credentials invalid", as the relay said it (its last line).
  std::string said() const { return std::to_string(code) + (lines.empty() ? "" : " " + lines.back()); }
  bool transient() const { return code >= 400 && code < 500; }
};

bool is_ip_literal(const std::string& host) {
  unsigned char bytes[sizeof(in6_addr)];
  return inet_pton(AF_INET, host.c_str(), bytes) == 1 || inet_pton(AF_INET6, host.c_str(), bytes) == 1;
}

std::string upper(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return std::toupper(c); });
  return text;
}

// Lines beginning with a dot get a second one (RFC 5321 4.5.2), and the message ends with CRLF.
std::string dot_stuffed(const std::string& data) {
  std::string out;
  out.reserve(data.size() + 64);
  bool line_start = true;
  for (const char c : data) {
    if (line_start && c == '.') out += '.';
    out += c;
    line_start = c == '\n';
  }
  if (!out.ends_with("\r\n")) out += "\r\n";
  return out;
}

}  // namespace

struct SmtpSession::Connection {
  SmtpRelayAddress relay;
  SmtpOptions options;
  int fd = -1;
  SSL_CTX* context = nullptr;
  SSL* ssl = nullptr;
  std::string received;                 // read from the relay, not yet taken as lines
  std::vector<std::string> extensions;  // the EHLO answer's keyword lines, upper case

  Connection(SmtpRelayAddress r, SmtpOptions o) : relay(std::move(r)), options(std::move(o)) {}
  ~Connection() {
    if (ssl) SSL_free(ssl);
    if (context) SSL_CTX_free(context);
    if (fd >= 0) ::close(fd);
  }

  std::string where() const { return relay.host + ":" + std::to_string(relay.port); }

  [[noreturn]] void relay_fails(const std::string& reason) const { throw SmtpError(Kind::kRelay, reason); }

  void connect_tcp() {
    addrinfo hints{};
    hints.ai_socktype = SOCK_STREAM;
    addrinfo* found = nullptr;
    const std::string port = std::to_string(relay.port);
    if (getaddrinfo(relay.host.c_str(), port.c_str(), &hints, &found) != 0 || !found) {
      relay_fails("could not resolve " + relay.host + " (DNS lookup failed)");
    }
    std::string failure = "could not connect to " + where();
    for (addrinfo* a = found; a && fd < 0; a = a->ai_next) {
      const int s = ::socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, a->ai_protocol);
      if (s < 0) continue;
      int rc = ::connect(s, a->ai_addr, a->ai_addrlen);
      if (rc != 0 && errno == EINPROGRESS) {
        pollfd p{s, POLLOUT, 0};
        rc = ::poll(&p, 1, static_cast<int>(options.timeout.count()));
        if (rc == 0) {
          failure = "could not connect to " + where() + " within " + timeout_text(options.timeout);
          ::close(s);
          continue;
        }
        int error = 0;
        socklen_t length = sizeof error;
        getsockopt(s, SOL_SOCKET, SO_ERROR, &error, &length);
        rc = error == 0 ? 0 : -1;
        if (error != 0) errno = error;
      }
      if (rc != 0) {
        failure = "could not connect to " + where() + " (" + std::strerror(errno) + ")";
        ::close(s);
        continue;
      }
      fcntl(s, F_SETFL, fcntl(s, F_GETFL) & ~O_NONBLOCK);
      timeval tv{};
      tv.tv_sec = static_cast<time_t>(options.timeout.count() / 1000);
      tv.tv_usec = static_cast<suseconds_t>((options.timeout.count() % 1000) * 1000);
      setsockopt(s, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
      setsockopt(s, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
      fd = s;
    }
    freeaddrinfo(found);
    if (fd < 0) relay_fails(failure);
  }

  void start_tls() {
    if (!received.empty()) relay_fails(relay.host + " sent data before the secure (TLS) connection began");
    context = SSL_CTX_new(TLS_client_method());
    if (!context) relay_fails("the secure (TLS) connection could not be prepared");
    SSL_CTX_set_min_proto_version(context, TLS1_2_VERSION);
    if (SSL_CTX_set_default_verify_paths(context) != 1) {
      relay_fails("the system's CA certificates could not be loaded (is the ca-certificates package installed?)");
    }
    if (!options.ca_file.empty() && SSL_CTX_load_verify_locations(context, options.ca_file.c_str(), nullptr) != 1) {
      relay_fails("the CA certificate file " + options.ca_file + " (--smtp-ca-file) could not be read");
    }
    SSL_CTX_set_verify(context, SSL_VERIFY_PEER, nullptr);
    ssl = SSL_new(context);
    SSL_set_fd(ssl, fd);
    if (is_ip_literal(relay.host)) {
      X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(ssl), relay.host.c_str());
    } else {
      SSL_set_tlsext_host_name(ssl, relay.host.c_str());
      SSL_set1_host(ssl, relay.host.c_str());
    }
    if (SSL_connect(ssl) != 1) {
      ERR_clear_error();
      const long verified = SSL_get_verify_result(ssl);
      if (verified == X509_V_ERR_HOSTNAME_MISMATCH || verified == X509_V_ERR_IP_ADDRESS_MISMATCH) {
        relay_fails("the TLS certificate does not belong to " + relay.host);
      }
      if (verified != X509_V_OK) {
        relay_fails("the TLS certificate of " + relay.host + " could not be verified (" +
                    X509_verify_cert_error_string(verified) + ")");
      }
      relay_fails("the secure (TLS) connection to " + where() + " failed (does the relay use " +
                  (relay.security == SmtpSecurity::kTls ? "STARTTLS" : "TLS") + " on this port?)");
    }
  }

  void write_all(std::string_view data) {
    while (!data.empty()) {
      long n = 0;
      if (ssl) {
        n = SSL_write(ssl, data.data(), static_cast<int>(std::min<std::size_t>(data.size(), 1 << 20)));
        if (n <= 0) ERR_clear_error();
      } else {
        n = ::send(fd, data.data(), data.size(), MSG_NOSIGNAL);
      }
      if (n <= 0) relay_fails("the connection to " + where() + " was closed while sending");
      data.remove_prefix(static_cast<std::size_t>(n));
    }
  }

  std::string read_line() {
    for (;;) {
      if (const auto end = received.find('\n'); end != std::string::npos) {
        std::string line = received.substr(0, end);
        received.erase(0, end + 1);
        if (!line.empty() && line.back() == '\r') line.pop_back();
        return line;
      }
      if (received.size() > 64 * 1024) relay_fails(relay.host + " sent a reply line too long to be SMTP");
      char chunk[4096];
      errno = 0;
      long n = 0;
      if (ssl) {
        n = SSL_read(ssl, chunk, sizeof chunk);
        if (n <= 0) ERR_clear_error();
      } else {
        n = ::recv(fd, chunk, sizeof chunk, 0);
      }
      if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
        relay_fails("no answer from " + where() + " within " + timeout_text(options.timeout));
      }
      if (n <= 0) relay_fails("the connection to " + where() + " was closed before an answer arrived");
      received.append(chunk, static_cast<std::size_t>(n));
    }
  }

  Reply read_reply() {
    Reply reply;
    for (;;) {
      const std::string line = read_line();
      if (line.size() < 3 || !std::isdigit(static_cast<unsigned char>(line[0])) ||
          !std::isdigit(static_cast<unsigned char>(line[1])) || !std::isdigit(static_cast<unsigned char>(line[2]))) {
        relay_fails(where() + " does not speak SMTP (it answered \"" + line.substr(0, 60) + "\")");
      }
      reply.code = std::stoi(line.substr(0, 3));
      reply.lines.push_back(line.size() > 4 ? line.substr(4) : "");
      if (line.size() < 4 || line[3] != '-') return reply;
    }
  }

  Reply command(const std::string& line) {
    write_all(line + "\r\n");
    return read_reply();
  }

  void hello() {
    const std::string name = options.client_name.empty() ? "localhost" : options.client_name;
    Reply reply = command("EHLO " + name);
    extensions.clear();
    if (reply.code == 250) {
      for (std::size_t i = 1; i < reply.lines.size(); ++i) extensions.push_back(upper(reply.lines[i]));
      return;
    }
    reply = command("HELO " + name);
    if (reply.code != 250) relay_fails(relay.host + " refused the greeting (" + reply.said() + ")");
  }

  // The words after `keyword` in the EHLO answer ("AUTH PLAIN LOGIN" → PLAIN, LOGIN), or nothing.
  std::optional<std::vector<std::string>> extension(const std::string& keyword) const {
    for (const auto& line : extensions) {
      if (line != keyword && !line.starts_with(keyword + " ")) continue;
      std::vector<std::string> words;
      std::size_t at = keyword.size();
      while (at < line.size()) {
        const auto start = line.find_first_not_of(' ', at);
        if (start == std::string::npos) break;
        const auto end = line.find(' ', start);
        words.push_back(line.substr(start, end == std::string::npos ? std::string::npos : end - start));
        at = end == std::string::npos ? line.size() : end;
      }
      return words;
    }
    return std::nullopt;
  }

  void log_in() {
    if (relay.security == SmtpSecurity::kNone) {
      relay_fails("a password is only sent over an encrypted connection: choose STARTTLS or TLS");
    }
    const auto mechanisms = extension("AUTH");
    if (!mechanisms) {
      relay_fails(relay.host + " offers no login (AUTH) on this connection: leave the username empty, or check "
                  "the port and security");
    }
    const auto offers = [&](const char* name) {
      return std::find(mechanisms->begin(), mechanisms->end(), name) != mechanisms->end();
    };
    Reply reply;
    if (offers("PLAIN")) {
      reply = command("AUTH PLAIN " + encode_base64(std::string(1, '\0') + relay.username + std::string(1, '\0') + relay.password));
    } else if (offers("LOGIN")) {
      reply = command("AUTH LOGIN");
      if (reply.code == 334) reply = command(encode_base64(relay.username));
      if (reply.code == 334) reply = command(encode_base64(relay.password));
    } else {
      relay_fails(relay.host + " offers no login method this server knows (it offers AUTH " +
                  (mechanisms->empty() ? std::string() : mechanisms->front()) + "; PLAIN or LOGIN are needed)");
    }
    if (reply.code != 235) relay_fails("the relay refused the login (" + reply.said() + ")");
  }

  void open() {
    connect_tcp();
    if (relay.security == SmtpSecurity::kTls) start_tls();
    const Reply greeting = read_reply();
    if (greeting.code != 220) relay_fails(relay.host + " is not accepting mail now (" + greeting.said() + ")");
    hello();
    if (relay.security == SmtpSecurity::kStartTls) {
      if (!extension("STARTTLS")) {
        relay_fails(relay.host + " does not offer STARTTLS on port " + std::to_string(relay.port) +
                    ": choose TLS (usually port 465), or check the port");
      }
      const Reply reply = command("STARTTLS");
      if (reply.code != 220) relay_fails(relay.host + " refused STARTTLS (" + reply.said() + ")");
      start_tls();
      hello();
    }
    if (!relay.username.empty()) log_in();
  }

  // After a refused step the transaction is abandoned, so the next message starts clean.
  [[noreturn]] void refused(const Reply& reply, Kind kind_when_final, const std::string& what) {
    try {
      command("RSET");
    } catch (const SmtpError&) {
    }
    throw SmtpError(reply.transient() ? Kind::kMessageForNow : kind_when_final, what + " (" + reply.said() + ")");
  }
};

SmtpSession::SmtpSession(const SmtpRelayAddress& relay, const SmtpOptions& options)
    : connection_(std::make_unique<Connection>(relay, options)) {
  connection_->open();
}

SmtpSession::~SmtpSession() {
  try {
    connection_->command("QUIT");
  } catch (const SmtpError&) {
  }
}

void SmtpSession::send(const MailEnvelope& message) {
  auto& c = *connection_;
  Reply reply = c.command("MAIL FROM:<" + message.from + ">");
  if (reply.code != 250) c.refused(reply, Kind::kRelay, "the relay refused the sender address " + message.from);
  reply = c.command("RCPT TO:<" + message.to + ">");
  if (reply.code != 250 && reply.code != 251) {
    c.refused(reply, Kind::kMessage, "the relay refused the recipient " + message.to);
  }
  reply = c.command("DATA");
  if (reply.code != 354) c.refused(reply, Kind::kMessage, "the relay refused the message");
  c.write_all(dot_stuffed(message.data) + ".\r\n");
  reply = c.read_reply();
  if (reply.code != 250) c.refused(reply, Kind::kMessage, "the relay refused the message");
}

}  // namespace dialer::integrations
