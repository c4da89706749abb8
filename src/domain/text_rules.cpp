#include "domain/text_rules.hpp"

#include <algorithm>
#include <cctype>

#include "dialer/api_error.hpp"
#include "domain/lead_rules.hpp"

namespace dialer::domain {

std::string trim(std::string_view text) {
  const auto is_space = [](unsigned char c) { return std::isspace(c) != 0; };
  while (!text.empty() && is_space(static_cast<unsigned char>(text.front()))) text.remove_prefix(1);
  while (!text.empty() && is_space(static_cast<unsigned char>(text.back()))) text.remove_suffix(1);
  return std::string(text);
}

std::string to_lower(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
  return out;
}

bool looks_like_email(std::string_view email) {
  if (email.size() < 3 || email.size() > 254) return false;
  if (std::any_of(email.begin(), email.end(), [](unsigned char c) { return std::isspace(c) || c < 0x20; })) {
    return false;
  }
  const auto at = email.find('@');
  if (at == std::string_view::npos || at == 0 || email.find('@', at + 1) != std::string_view::npos) return false;
  const auto domain = email.substr(at + 1);
  const auto dot = domain.rfind('.');
  return dot != std::string_view::npos && dot > 0 && dot + 1 < domain.size() && domain.find("..") == std::string_view::npos;
}

std::pair<std::string, std::string> split_full_name(std::string_view full_name) {
  const std::string name = trim(full_name);
  const auto space = name.find(' ');
  if (space == std::string::npos) return {name, ""};
  return {name.substr(0, space), trim(std::string_view(name).substr(space + 1))};
}

std::string join_name(const std::string& first, const std::string& last) {
  if (first.empty()) return last;
  if (last.empty()) return first;
  return first + " " + last;
}

void check_max_length(const std::string& value, std::size_t max, const char* field, const std::string& label) {
  if (character_count(value) > max) {
    throw ApiError::bad_request("validation_error", label + " must be at most " + std::to_string(max) + " characters",
                                {{field, "too long"}});
  }
}

std::string shortened(std::string_view text, std::size_t max_bytes) {
  if (text.size() <= max_bytes) return std::string(text);
  std::size_t end = max_bytes;
  // Step back over UTF-8 continuation bytes so no character is split.
  while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) --end;
  return std::string(text.substr(0, end)) + "…";
}

}  // namespace dialer::domain
