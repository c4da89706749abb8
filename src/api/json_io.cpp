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

std::string string_field(const json& body, const char* name, const std::string& fallback) {
  const auto it = body.find(name);
  if (it == body.end() || it->is_null()) return fallback;
  if (!it->is_string()) {
    throw ApiError::bad_request("invalid_field", std::string(name) + " must be a string", {{name, "must be a string"}});
  }
  return it->get<std::string>();
}

bool bool_field(const json& body, const char* name, bool fallback) {
  const auto it = body.find(name);
  if (it == body.end() || it->is_null()) return fallback;
  if (!it->is_boolean()) {
    throw ApiError::bad_request("invalid_field", std::string(name) + " must be true or false",
                                {{name, "must be true or false"}});
  }
  return it->get<bool>();
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
