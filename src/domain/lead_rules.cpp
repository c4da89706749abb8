#include "domain/lead_rules.hpp"

#include <algorithm>

#include "calling/calling_window.hpp"

namespace dialer::domain {

bool is_lead_status(std::string_view status) {
  return std::find(kLeadStatuses.begin(), kLeadStatuses.end(), status) != kLeadStatuses.end();
}

std::string phone_digits(std::string_view phone) {
  std::string digits;
  for (const char c : phone) {
    if (c >= '0' && c <= '9') digits.push_back(c);
  }
  return digits;
}

std::string normalize_phone(std::string_view phone) {
  const std::string digits = phone_digits(phone);
  if (digits.empty()) return "";
  const auto first = phone.find_first_not_of(" \t");
  const bool international = first != std::string_view::npos && phone[first] == '+';
  std::string e164 = "+";
  if (international) return e164.append(digits);
  if (digits.size() > 2 && digits.starts_with("00")) return e164.append(digits, 2);
  if (digits.size() == 10 && digits[0] >= '2') return e164.append("1").append(digits);
  if (digits.size() == 11 && digits[0] == '1' && digits[1] >= '2') return e164.append(digits);
  return digits;
}

std::size_t character_count(std::string_view text) {
  return static_cast<std::size_t>(
      std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

bool is_time_zone_name(std::string_view name) {
  if (name.empty() || name.size() > 64 || name.front() == '/' || name.back() == '/') return false;
  bool segment_start = true;
  for (const char c : name) {
    if (c == '/') {
      if (segment_start) return false;  // "//"
      segment_start = true;
      continue;
    }
    const bool letter = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
    const bool other = (c >= '0' && c <= '9') || c == '_' || c == '-' || c == '+';
    if (segment_start && !letter) return false;  // no "..", no leading digit or sign
    if (!letter && !other) return false;
    segment_start = false;
  }
  return calling::is_known_time_zone(std::string(name));
}

}  // namespace dialer::domain
