#include "domain/text_rules.hpp"

#include <algorithm>
#include <cctype>

#include "domain/domain_error.hpp"
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

std::string to_upper(std::string_view text) {
  std::string out(text);
  std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::toupper(c); });
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
    throw DomainError::invalid("validation_error", label + " must be at most " + std::to_string(max) + " characters",
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

bool is_clean_utf8(std::string_view text) {
  const auto byte = [&](std::size_t i) { return i < text.size() ? static_cast<unsigned char>(text[i]) : 0x00; };
  const auto in = [](unsigned char b, unsigned char low, unsigned char high) { return b >= low && b <= high; };
  for (std::size_t i = 0; i < text.size();) {
    const unsigned char b = byte(i);
    if (b == 0x00) return false;
    if (b < 0x80) {
      i += 1;
    } else if (in(b, 0xC2, 0xDF) && in(byte(i + 1), 0x80, 0xBF)) {
      i += 2;
    } else if (b >= 0xE0 && b <= 0xEF) {
      // The second byte's range rules out overlong forms (after E0) and surrogates (after ED).
      const unsigned char low = b == 0xE0 ? 0xA0 : 0x80;
      const unsigned char high = b == 0xED ? 0x9F : 0xBF;
      if (!in(byte(i + 1), low, high) || !in(byte(i + 2), 0x80, 0xBF)) return false;
      i += 3;
    } else if (b >= 0xF0 && b <= 0xF4) {
      const unsigned char low = b == 0xF0 ? 0x90 : 0x80;
      const unsigned char high = b == 0xF4 ? 0x8F : 0xBF;
      if (!in(byte(i + 1), low, high) || !in(byte(i + 2), 0x80, 0xBF) || !in(byte(i + 3), 0x80, 0xBF)) return false;
      i += 4;
    } else {
      return false;
    }
  }
  return true;
}

}  // namespace dialer::domain
