#include "api/domain_error_mapping.hpp"

#include <string>

#include "dialer/storage_busy.hpp"
#include "files/xlsx_workbook.hpp"

namespace dialer::api {

namespace {

int status_for(domain::Failure failure) {
  switch (failure) {
    case domain::Failure::kInvalid:
      return 400;
    case domain::Failure::kUnauthenticated:
      return 401;
    case domain::Failure::kForbidden:
      return 403;
    case domain::Failure::kNotFound:
      return 404;
    case domain::Failure::kConflict:
      return 409;
    case domain::Failure::kTooManyAttempts:
      return 429;
    case domain::Failure::kUpstreamFailed:
      return 502;
    case domain::Failure::kUnavailable:
      return 503;
  }
  return 500;
}

}  // namespace

ApiError to_api_error(const domain::DomainError& error) {
  ApiError mapped(status_for(error.failure()), error.code(), error.what(), error.details());
  if (const auto wait = error.retry_after()) mapped.with_header("Retry-After", std::to_string(wait->count()));
  return mapped;
}

std::optional<ApiError> translate_error(const std::exception& error) {
  if (const auto* domain_error = dynamic_cast<const domain::DomainError*>(&error)) return to_api_error(*domain_error);
  if (const auto* workbook = dynamic_cast<const files::WorkbookError*>(&error)) {
    ApiError::Details details;
    if (!workbook->field().empty()) details[workbook->field()] = workbook->code() == "unknown_sheet" ? "unknown sheet" : "unreadable";
    return ApiError(400, workbook->code(), workbook->what(), details);
  }
  if (dynamic_cast<const StorageBusy*>(&error)) {
    return ApiError(503, "database_busy", "The database is busy. Please try again.");
  }
  return std::nullopt;
}

}  // namespace dialer::api
