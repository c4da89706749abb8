#pragma once
// The HTTP error the API layer throws for something the client should hear about (the domain throws
// domain::DomainError, mapped to this in api/domain_error_mapping.cpp). It is turned into
// the JSON envelope {"error","code","details"} in exactly one place (http/router.cpp).
#include <map>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace dialer {

class ApiError : public std::runtime_error {
 public:
  using Details = std::map<std::string, std::string>;

  ApiError(int status, std::string code, const std::string& message, Details details = {})
      : std::runtime_error(message), status_(status), code_(std::move(code)), details_(std::move(details)) {}

  int status() const { return status_; }
  const std::string& code() const { return code_; }
  const Details& details() const { return details_; }
  // Extra response headers, e.g. Retry-After on a 429.
  const std::vector<std::pair<std::string, std::string>>& headers() const { return headers_; }
  ApiError& with_header(std::string name, std::string value) {
    headers_.emplace_back(std::move(name), std::move(value));
    return *this;
  }

  static ApiError bad_request(std::string code, const std::string& message, Details details = {}) {
    return ApiError(400, std::move(code), message, std::move(details));
  }
  static ApiError not_found(const std::string& message = "Not found") {
    return ApiError(404, "not_found", message);
  }
  // A route that needs a caller, called without a token.
  static ApiError authentication_required() { return ApiError(401, "auth_required", "Authentication required"); }

 private:
  int status_;
  std::string code_;
  Details details_;
  std::vector<std::pair<std::string, std::string>> headers_;
};

}  // namespace dialer
