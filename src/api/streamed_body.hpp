#pragma once
// Reading a streamed upload (BodyKind::kStream) chunk by chunk: what the handler throws on a chunk stops the
// upload and is rethrown as it was, so its ApiError or DomainError reaches the client.
#include <functional>
#include <string_view>

#include "http/api_request.hpp"

namespace dialer::api {

// False when the client stopped sending before the end.
bool read_streamed_body(http::ApiRequest& req, const std::function<void(std::string_view chunk)>& take);

}  // namespace dialer::api
