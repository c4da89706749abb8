#pragma once
// Small text rules shared by every form the API accepts.
#include <string>
#include <string_view>
#include <utility>

namespace dialer::domain {

std::string trim(std::string_view text);
std::string to_lower(std::string_view text);
std::string to_upper(std::string_view text);
// A practical check: something@domain.tld, no spaces, at most 254 characters.
bool looks_like_email(std::string_view email);
// "Ada King Lovelace" → {"Ada", "King Lovelace"}; one word → {word, ""}.
std::pair<std::string, std::string> split_full_name(std::string_view full_name);
// First and last name joined by a space, without stray spaces when one is empty.
std::string join_name(const std::string& first, const std::string& last);
// Invalid (validation_error) "<label> must be at most <max> characters" when value has more characters than max.
void check_max_length(const std::string& value, std::size_t max, const char* field, const std::string& label);
// Well-formed UTF-8 (no overlong forms, surrogates or code points past U+10FFFF) without NUL bytes.
bool is_clean_utf8(std::string_view text);
// At most max_bytes of text, cut at a character boundary, with "…" when something was cut.
std::string shortened(std::string_view text, std::size_t max_bytes);

}  // namespace dialer::domain
