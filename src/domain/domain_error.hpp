#pragma once
// The one error the domain throws for something the user should hear about: what kind of failure it is, a
// stable code, a sentence, and per-field details. The domain says nothing about HTTP; the API turns each kind
// into a status and headers in one place (api/domain_error_mapping.cpp).
#include <chrono>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

namespace dialer::domain {

enum class Failure {
  kInvalid,          // the input breaks a rule
  kUnauthenticated,  // no valid credentials, or they expired
  kForbidden,        // known, but not allowed to do this
  kNotFound,
  kConflict,          // the current state forbids it (already exists, already running, last one left)
  kTooManyAttempts,   // throttled; retry_after says when it may be tried again
  kUpstreamFailed,    // an outside service (GoHighLevel …) refused or did not answer
  kUnavailable,       // the server cannot do it now (shutting down)
};

class DomainError : public std::runtime_error {
 public:
  using Details = std::map<std::string, std::string>;

  DomainError(Failure failure, std::string code, const std::string& message, Details details = {})
      : std::runtime_error(message), failure_(failure), code_(std::move(code)), details_(std::move(details)) {}

  static DomainError invalid(std::string code, const std::string& message, Details details = {}) {
    return {Failure::kInvalid, std::move(code), message, std::move(details)};
  }
  // A rule one field breaks: code validation_error, the sentence also under the field's name.
  static DomainError invalid_field(const std::string& field, const std::string& message) {
    return {Failure::kInvalid, "validation_error", message, {{field, message}}};
  }
  static DomainError unauthenticated(std::string code, const std::string& message) {
    return {Failure::kUnauthenticated, std::move(code), message};
  }
  static DomainError forbidden(std::string code, const std::string& message) {
    return {Failure::kForbidden, std::move(code), message};
  }
  static DomainError not_found(const std::string& message = "Not found") {
    return {Failure::kNotFound, "not_found", message};
  }
  static DomainError conflict(std::string code, const std::string& message, Details details = {}) {
    return {Failure::kConflict, std::move(code), message, std::move(details)};
  }
  static DomainError too_many_attempts(std::chrono::seconds retry_after, const std::string& message) {
    DomainError error(Failure::kTooManyAttempts, "too_many_attempts", message);
    error.retry_after_ = retry_after;
    return error;
  }
  static DomainError upstream_failed(std::string code, const std::string& message) {
    return {Failure::kUpstreamFailed, std::move(code), message};
  }
  static DomainError unavailable(std::string code, const std::string& message) {
    return {Failure::kUnavailable, std::move(code), message};
  }
  // Unavailable for now: try again after retry_after.
  static DomainError busy(std::string code, const std::string& message, std::chrono::seconds retry_after) {
    DomainError error(Failure::kUnavailable, std::move(code), message);
    error.retry_after_ = retry_after;
    return error;
  }

  Failure failure() const { return failure_; }
  const std::string& code() const { return code_; }
  const Details& details() const { return details_; }
  std::optional<std::chrono::seconds> retry_after() const { return retry_after_; }

 private:
  Failure failure_;
  std::string code_;
  Details details_;
  std::optional<std::chrono::seconds> retry_after_;
};

}  // namespace dialer::domain
