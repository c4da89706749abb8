#pragma once
// JSON values written straight into a response's text, for answers with many of them (a page of leads, a year of
// hours): building a tree of JSON values and dumping it cost ten to twenty times the writing. What these write
// is exactly what nlohmann's dump writes for the same value (docs/architecture.md, "Answers written straight").
#include <cstdint>
#include <string>
#include <string_view>

namespace dialer::api {

void append_json_number(std::string& out, std::int64_t n);
// A string value with its quotes; text that is not valid UTF-8 is written as dump writes it with
// error_handler_t::replace (each bad sequence as U+FFFD).
void append_json_string(std::string& out, std::string_view text);
// `"name":` — the name must need no escaping.
void append_json_name(std::string& out, std::string_view name);

}  // namespace dialer::api
