#pragma once
// One outbound HTTP(S) request to a service the dashboard calls (GoHighLevel, Twilio), with what every such call
// needs: a base URL checked once, per-step timeouts, a bound on the whole answer's time and size, a way to give up
// when the server shuts down, and a reason a person understands when no answer came ("could not resolve
// api.twilio.com (DNS lookup failed)"). What an answer means is the client's business.
#include <httplib.h>

#include <chrono>
#include <functional>
#include <stdexcept>
#include <string>

namespace dialer::integrations {

struct ServiceAddress {
  std::string origin;  // scheme://host[:port], what httplib::Client takes
  std::string host;
  std::string prefix;  // the path before the API's own, without a trailing slash
};

// Throws std::invalid_argument naming `service` for anything but http(s)://host[:port][/path].
ServiceAddress parse_service_url(const std::string& url, const std::string& service);

// A timeout in words, for a reason a person reads: "10 seconds", "1 second", "1500 ms".
std::string timeout_text(std::chrono::milliseconds timeout);

// A service's own error message quoted in ours: at most 200 bytes, cut between characters, "..." when cut.
std::string quoted_message(std::string text);

// No answer arrived: `what()` says why, in words.
class TransportError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

// Given up because the caller is shutting down.
class TransportCancelled : public std::runtime_error {
 public:
  TransportCancelled() : std::runtime_error("the server is shutting down") {}
};

struct OutboundLimits {
  std::chrono::milliseconds step_timeout{10000};  // connecting, and each read or write
  std::chrono::seconds max_time{30};              // the whole answer, however slowly it trickles in
  std::size_t max_bytes = 8 * 1024 * 1024;
};

class OutboundConnection {
 public:
  OutboundConnection(ServiceAddress address, httplib::Headers headers, OutboundLimits limits,
                     std::function<bool()> cancelled = {});

  // `path` follows the address's prefix; `content_type` goes with a body. Throws TransportError or
  // TransportCancelled; any HTTP status is an answer.
  httplib::Result send(const std::string& method, const std::string& path, const std::string& body = "",
                       const std::string& content_type = "");

 private:
  ServiceAddress address_;
  httplib::Headers headers_;
  OutboundLimits limits_;
  std::function<bool()> cancelled_;
  httplib::Client client_;
};

}  // namespace dialer::integrations
