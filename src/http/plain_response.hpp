#pragma once
// The answers the connection loop writes itself, without the HTTP library: a complete response with the
// JSON envelope and the security headers, after which the connection closes.
#include <string>

namespace dialer::http {

std::string error_response(int status, const std::string& code, const std::string& message);

}  // namespace dialer::http
