#pragma once
// The one place where the domain's and the storage's failures become HTTP: status, code and headers.
#include <exception>
#include <optional>

#include "domain/domain_error.hpp"
#include "http/api_error.hpp"

namespace dialer::api {

// DomainError kind → status (Retry-After on a throttle).
ApiError to_api_error(const domain::DomainError& error);

// For the router (http::Router::set_error_translator): the ApiError an exception that is not one stands for,
// or nothing for an unexpected one (a 500, logged).
std::optional<ApiError> translate_error(const std::exception& error);

}  // namespace dialer::api
