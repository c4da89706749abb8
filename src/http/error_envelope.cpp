#include "http/error_envelope.hpp"

#include <nlohmann/json.hpp>

namespace dialer::http {

std::string error_envelope(const ApiError& error) {
  nlohmann::ordered_json body = {{"error", error.what()}, {"code", error.code()}};
  if (!error.details().empty()) body["details"] = error.details();
  return body.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::string error_envelope_for_status(int status) {
  switch (status) {
    case 400:
      return error_envelope(ApiError(400, "bad_request", "The request could not be understood"));
    case 404:
      return error_envelope(ApiError(404, "not_found", "Not found"));
    case 405:
      return error_envelope(ApiError(405, "method_not_allowed", "This method is not allowed here"));
    case 413:
      return error_envelope(ApiError(413, "payload_too_large", "The request body is larger than the 1 MiB limit"));
    case 414:
      return error_envelope(ApiError(414, "uri_too_long", "The request address is too long"));
    case 415:
      return error_envelope(ApiError(415, "unsupported_media_type", "The request body must be JSON"));
    case 416:
      return error_envelope(ApiError(416, "range_not_satisfiable", "The requested range is not available"));
    case 431:
      return error_envelope(ApiError(431, "headers_too_large", "The request headers are too large"));
    case 503:
      return error_envelope(ApiError(503, "unavailable", "The server is busy. Please try again."));
    default:
      if (status >= 500) {
        return error_envelope(ApiError(status, "internal_error", "Something went wrong on the server. Please try again."));
      }
      return error_envelope(ApiError(status, "error", "The request failed"));
  }
}

}  // namespace dialer::http
