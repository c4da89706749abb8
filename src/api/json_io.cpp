#include "api/json_io.hpp"

#include "dialer/api_error.hpp"

namespace dialer::api {

json parse_json_object(const http::ApiRequest& request) {
  if (request.body.empty()) return json::object();
  json body;
  try {
    body = json::parse(request.body);
  } catch (const json::parse_error& e) {
    // nlohmann prefixes "[json.exception.parse_error.101] "; the rest already says where and what.
    std::string what = e.what();
    if (const auto pos = what.find("] "); pos != std::string::npos) what = what.substr(pos + 2);
    throw ApiError::bad_request("invalid_json", "Malformed JSON: " + what);
  }
  if (!body.is_object()) throw ApiError::bad_request("invalid_body", "The request body must be a JSON object");
  return body;
}

http::ApiResponse json_response(int status, const json& body) {
  http::ApiResponse response;
  response.status = status;
  response.body = body.dump(-1, ' ', false, json::error_handler_t::replace);
  return response;
}

http::ApiResponse no_content() {
  http::ApiResponse response;
  response.status = 204;
  response.content_type.clear();
  return response;
}

}  // namespace dialer::api
