#pragma once
#include <string>

#include "http/api_error.hpp"

namespace dialer::http {

// {"error": "<sentence>", "code": "<snake_case>", "details": {...}} — the one shape of every non-2xx body.
std::string error_envelope(const ApiError& error);

// The envelope for a bare status the HTTP library produced itself (413, an unknown path outside /api, …).
std::string error_envelope_for_status(int status);

}  // namespace dialer::http
