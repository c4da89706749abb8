#include "integrations/outbound_http.hpp"

#include <netdb.h>

#include <regex>

namespace dialer::integrations {
namespace {

bool host_resolves(const std::string& host) {
  addrinfo hints{};
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  const int rc = getaddrinfo(host.c_str(), nullptr, &hints, &found);
  if (found) freeaddrinfo(found);
  return rc == 0;
}

// Why no answer arrived, in words (httplib's own names are for programmers).
std::string transport_reason(httplib::Error error, const ServiceAddress& address, std::chrono::milliseconds timeout,
                             std::chrono::steady_clock::duration elapsed) {
  const std::string& host = address.host;
  switch (error) {
    case httplib::Error::Connection:
      if (!host_resolves(host)) return "could not resolve " + host + " (DNS lookup failed)";
      return "could not connect to " + host;
    case httplib::Error::ConnectionTimeout:
      return "could not connect to " + host + " within " + timeout_text(timeout);
    case httplib::Error::Read:
    case httplib::Error::Write:
      if (elapsed + std::chrono::milliseconds(200) >= timeout) {
        return "no answer from " + host + " within " + timeout_text(timeout);
      }
      return "the connection to " + host + " was closed before an answer arrived";
    case httplib::Error::SSLConnection:
      return "the secure (TLS) connection to " + host + " failed";
    case httplib::Error::SSLLoadingCerts:
      return "the system's CA certificates could not be loaded (is the ca-certificates package installed?)";
    case httplib::Error::SSLServerVerification:
      return "the TLS certificate of " + host + " could not be verified";
    case httplib::Error::SSLServerHostnameVerification:
      return "the TLS certificate does not belong to " + host;
    default:
      return "the request to " + host + " failed (" + httplib::to_string(error) + ")";
  }
}

}  // namespace

std::string timeout_text(std::chrono::milliseconds timeout) {
  const auto ms = timeout.count();
  if (ms % 1000 == 0) return std::to_string(ms / 1000) + (ms == 1000 ? " second" : " seconds");
  return std::to_string(ms) + " ms";
}

std::string quoted_message(std::string text) {
  constexpr std::size_t kMostQuoted = 200;
  if (text.size() <= kMostQuoted) return text;
  std::size_t end = kMostQuoted;
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;  // whole characters only
  return text.substr(0, end) + "...";
}

ServiceAddress parse_service_url(const std::string& url, const std::string& service) {
  static const std::regex kPattern(R"(^(https?)://([A-Za-z0-9.\-]+|\[[0-9A-Fa-f:.]+\])(:([0-9]{1,5}))?(/[^?#\s]*)?$)");
  std::smatch m;
  if (!std::regex_match(url, m, kPattern)) {
    throw std::invalid_argument("the " + service + " base URL must look like https://host[:port][/path], not \"" + url +
                                "\"");
  }
  ServiceAddress address;
  address.host = m[2].str();
  address.origin = m[1].str() + "://" + address.host + m[3].str();
  address.prefix = m[5].str();
  while (!address.prefix.empty() && address.prefix.back() == '/') address.prefix.pop_back();
  return address;
}

OutboundConnection::OutboundConnection(ServiceAddress address, httplib::Headers headers, OutboundLimits limits,
                                       std::function<bool()> cancelled)
    : address_(std::move(address)),
      headers_(std::move(headers)),
      limits_(limits),
      cancelled_(std::move(cancelled)),
      client_(address_.origin) {
  client_.set_connection_timeout(limits_.step_timeout);
  client_.set_read_timeout(limits_.step_timeout);
  client_.set_write_timeout(limits_.step_timeout);
  client_.set_follow_location(false);
}

httplib::Result OutboundConnection::send(const std::string& method, const std::string& path, const std::string& body,
                                         const std::string& content_type) {
  httplib::Request request;
  request.method = method;
  request.path = address_.prefix + path;
  request.headers = headers_;
  if (!content_type.empty()) {
    request.body = body;
    request.set_header("Content-Type", content_type);
  }
  const auto started = std::chrono::steady_clock::now();
  const auto deadline = started + limits_.max_time;
  std::string answer;
  bool shutting_down = false;
  std::string cut_short;
  request.content_receiver = [&](const char* data, std::size_t length, std::uint64_t, std::uint64_t) {
    if (cancelled_ && cancelled_()) {
      shutting_down = true;
    } else if (std::chrono::steady_clock::now() > deadline) {
      cut_short = "no complete answer from " + address_.host + " within " + std::to_string(limits_.max_time.count()) +
                  " seconds";
    } else if (answer.size() + length > limits_.max_bytes) {
      cut_short = "the answer from " + address_.host + " was larger than " +
                  std::to_string(limits_.max_bytes / (1024 * 1024)) + " MiB";
    } else {
      answer.append(data, length);
      return true;
    }
    return false;
  };
  auto result = client_.send(request);
  if (shutting_down) throw TransportCancelled();
  if (!cut_short.empty()) throw TransportError(cut_short);
  if (!result) {
    throw TransportError(
        transport_reason(result.error(), address_, limits_.step_timeout, std::chrono::steady_clock::now() - started));
  }
  result->body = std::move(answer);
  return result;
}

}  // namespace dialer::integrations
