#pragma once
// Reading a JSON request body and writing a JSON answer, the same way for every resource.
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "http/api_request.hpp"

namespace dialer::api {

using json = nlohmann::ordered_json;

// The body as a JSON object; an empty body counts as {}. Malformed JSON → 400 invalid_json saying where;
// any other JSON value → 400 invalid_body.
json parse_json_object(const http::ApiRequest& request);
// Any JSON value; malformed JSON → 400 invalid_json saying where.
json parse_json_value(std::string_view text);

// Field readers: absent or null → the fallback; a value of the wrong type → 400 naming the field.
std::string string_field(const json& body, const char* name, const std::string& fallback = "");
bool bool_field(const json& body, const char* name, bool fallback = false);
// Absent or null → nullopt (for partial updates).
std::optional<std::string> optional_string(const json& body, const char* name);
std::optional<bool> optional_bool(const json& body, const char* name);
// Absent or null: nothing; else a JSON array of strings, or 400 invalid_field "<name> must be a list of strings".
std::optional<std::vector<std::string>> optional_string_list(const json& body, const char* name);
std::optional<long long> optional_integer(const json& body, const char* name);
// A list of positive integer ids; 400 naming the field otherwise.
std::vector<std::int64_t> id_list_field(const json& body, const char* name);

// An optional text as a string, or null when there is none.
json optional_text(const std::optional<std::string>& value);

http::ApiResponse json_response(int status, const json& body);
http::ApiResponse no_content();

}  // namespace dialer::api
