#include "http/plain_response.hpp"

#include "http/api_error.hpp"
#include "http/error_envelope.hpp"
#include "http/security_headers.hpp"

namespace dialer::http {
namespace {

const char* reason_phrase(int status) {
  switch (status) {
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 408: return "Request Timeout";
    case 413: return "Payload Too Large";
    case 429: return "Too Many Requests";
    case 431: return "Request Header Fields Too Large";
    case 500: return "Internal Server Error";
    case 501: return "Not Implemented";
    case 503: return "Service Unavailable";
    case 505: return "HTTP Version Not Supported";
    case 507: return "Insufficient Storage";
    default: return "Error";
  }
}

}  // namespace

std::string error_response(int status, const std::string& code, const std::string& message) {
  const std::string body = error_envelope(ApiError(status, code, message));
  std::string out = "HTTP/1.1 " + std::to_string(status) + " " + reason_phrase(status) + "\r\n";
  for (const auto& [name, value] : security_headers()) out += name + ": " + value + "\r\n";
  if (status == 429 || status == 503) out += "Retry-After: 10\r\n";
  out += "Content-Type: application/json\r\nContent-Length: " + std::to_string(body.size()) +
         "\r\nConnection: close\r\n\r\n" + body;
  return out;
}


}  // namespace dialer::http
