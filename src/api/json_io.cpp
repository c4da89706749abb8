#include "api/json_io.hpp"

#include "http/api_error.hpp"

namespace dialer::api {

namespace {

// Deeper documents are no form or lead anyone sends; copying or printing one recurses once per level.
constexpr int kMaxJsonDepth = 64;

// Counts nesting outside strings, without parsing.
bool nested_too_deep(std::string_view text) {
  int depth = 0;
  bool in_string = false;
  bool escaped = false;
  for (const char c : text) {
    if (in_string) {
      if (escaped) {
        escaped = false;
      } else if (c == '\\') {
        escaped = true;
      } else if (c == '"') {
        in_string = false;
      }
    } else if (c == '"') {
      in_string = true;
    } else if (c == '[' || c == '{') {
      if (++depth > kMaxJsonDepth) return true;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return false;
}

// A NUL character (\u0000) in any key or string: nothing anyone types, and C-string consumers of the stored
// text would cut it short there. Depth is bounded by nested_too_deep.
bool contains_nul(const json& value) {
  if (value.is_string()) return value.get_ref<const std::string&>().find('\0') != std::string::npos;
  if (value.is_object()) {
    for (const auto& entry : value.items()) {
      if (entry.key().find('\0') != std::string::npos || contains_nul(entry.value())) return true;
    }
  } else if (value.is_array()) {
    for (const auto& item : value) {
      if (contains_nul(item)) return true;
    }
  }
  return false;
}

}  // namespace

json parse_json_value(std::string_view text) {
  if (nested_too_deep(text)) {
    throw ApiError::bad_request("invalid_json", "JSON nested more than 64 levels deep is not accepted");
  }
  json value;
  try {
    // A UTF-8 byte-order mark before the document is skipped (RFC 8259 lets a parser ignore it; Windows tools
    // write one).
    value = json::parse(text);
  } catch (const json::parse_error& e) {
    // nlohmann prefixes "[json.exception.parse_error.101] "; the rest already says where and what.
    std::string what = e.what();
    if (const auto pos = what.find("] "); pos != std::string::npos) what = what.substr(pos + 2);
    throw ApiError::bad_request("invalid_json", "Malformed JSON: " + what);
  } catch (const json::out_of_range&) {
    // The only one parse throws: a number past what a double holds (1e999999).
    throw ApiError::bad_request("invalid_json", "Malformed JSON: a number is too large");
  }
  if (contains_nul(value)) {
    throw ApiError::bad_request("invalid_json", "Text must not contain NUL characters (\\u0000)");
  }
  return value;
}

json parse_json_object(const http::ApiRequest& request) {
  if (request.body.empty()) return json::object();
  json body = parse_json_value(request.body);  // not const: returned by move, never copied
  if (!body.is_object()) throw ApiError::bad_request("invalid_body", "The request body must be a JSON object");
  return body;
}

namespace {

ApiError wrong_type(const char* name, const std::string& expected) {
  return ApiError::bad_request("invalid_field", std::string(name) + " must be " + expected, {{name, "must be " + expected}});
}

const json* present(const json& body, const char* name) {
  const auto it = body.find(name);
  return it == body.end() || it->is_null() ? nullptr : &*it;
}

}  // namespace

std::optional<std::string> optional_string(const json& body, const char* name) {
  const json* value = present(body, name);
  if (!value) return std::nullopt;
  if (!value->is_string()) throw wrong_type(name, "a string");
  return value->get<std::string>();
}

std::optional<std::vector<std::string>> optional_string_list(const json& body, const char* name) {
  const json* value = present(body, name);
  if (!value) return std::nullopt;
  std::vector<std::string> out;
  if (!value->is_array()) throw wrong_type(name, "a list of strings");
  for (const auto& item : *value) {
    if (!item.is_string()) throw wrong_type(name, "a list of strings");
    out.push_back(item.get<std::string>());
  }
  return out;
}

std::optional<bool> optional_bool(const json& body, const char* name) {
  const json* value = present(body, name);
  if (!value) return std::nullopt;
  if (!value->is_boolean()) throw wrong_type(name, "true or false");
  return value->get<bool>();
}

std::optional<long long> optional_integer(const json& body, const char* name) {
  const json* value = present(body, name);
  if (!value) return std::nullopt;
  if (!value->is_number_integer()) throw wrong_type(name, "a whole number");
  return value->get<long long>();
}

std::vector<std::int64_t> id_list_field(const json& body, const char* name) {
  const json* value = present(body, name);
  if (!value) return {};
  if (!value->is_array()) throw wrong_type(name, "a list of ids");
  std::vector<std::int64_t> ids;
  for (const auto& item : *value) {
    if (!item.is_number_integer() || item.get<long long>() <= 0) throw wrong_type(name, "a list of ids");
    ids.push_back(item.get<std::int64_t>());
  }
  return ids;
}

std::string string_field(const json& body, const char* name, const std::string& fallback) {
  return optional_string(body, name).value_or(fallback);
}

bool bool_field(const json& body, const char* name, bool fallback) {
  return optional_bool(body, name).value_or(fallback);
}

json optional_text(const std::optional<std::string>& value) { return value ? json(*value) : json(nullptr); }

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
