#pragma once
// Reading a JSON request body and writing a JSON answer, the same way for every resource.
#include <nlohmann/json.hpp>

#include "http/api_request.hpp"

namespace dialer::api {

using json = nlohmann::ordered_json;

// The body as a JSON object; an empty body counts as {}. Malformed JSON → 400 invalid_json saying where;
// any other JSON value → 400 invalid_body.
json parse_json_object(const http::ApiRequest& request);

http::ApiResponse json_response(int status, const json& body);
http::ApiResponse no_content();

}  // namespace dialer::api
