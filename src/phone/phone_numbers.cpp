#include "phone/phone_numbers.hpp"

#include <phonenumbers/logger.h>
#include <phonenumbers/phonenumberutil.h>

#include <cstdint>
#include <optional>
#include <set>

namespace dialer::phone {
namespace {

using i18n::phonenumbers::PhoneNumber;
using i18n::phonenumbers::PhoneNumberUtil;

const PhoneNumberUtil& numbers() {
  static PhoneNumberUtil* const util = [] {
    auto* instance = PhoneNumberUtil::GetInstance();
    // The library's own logger writes parse trouble to stdout; a refused number is an answer here, not news.
    instance->SetLogger(new i18n::phonenumbers::NullLogger());
    return instance;
  }();
  return *util;
}

bool formatting_only(std::string_view typed, std::string& digits) {
  for (const char c : typed) {
    if (c >= '0' && c <= '9') {
      digits += c;
    } else if (c != ' ' && c != '-' && c != '.' && c != '(' && c != ')') {
      return false;
    }
  }
  return true;
}

// The numbers most leads have — ten NANP digits, maybe after "1" or "+1", with spaces, dashes, dots or
// brackets — are taken apart directly, which is a sixth of the cost of the library's Parse (measured in
// docs/benchmarks.md); validity is still the library's. Everything else goes through Parse.
// tests/phone/phone_numbers_test.cpp checks the two agree.
std::optional<PhoneNumber> nanp_number(std::string_view typed, int region_country_code) {
  const auto start = typed.find_first_not_of(' ');
  if (start == std::string_view::npos) return std::nullopt;
  const bool plus = typed[start] == '+';
  std::string digits;
  if (!formatting_only(plus ? typed.substr(start + 1) : typed, digits)) return std::nullopt;
  std::string_view national = digits;
  if (plus || region_country_code != 1) {
    if (!plus || digits.size() != 11 || digits[0] != '1') return std::nullopt;
    national.remove_prefix(1);
  } else if (digits.size() == 11 && digits[0] == '1') {
    national.remove_prefix(1);
  } else if (digits.size() != 10) {
    return std::nullopt;
  }
  if (national[0] < '2') return std::nullopt;
  PhoneNumber number;
  number.set_country_code(1);
  std::uint64_t value = 0;
  for (const char c : national) value = value * 10 + static_cast<std::uint64_t>(c - '0');
  number.set_national_number(value);
  return number;
}

}  // namespace

std::string dialable_e164(std::string_view typed, std::string_view region_code) {
  const auto& util = numbers();
  const std::string region(region_code);
  const int country_code = util.GetCountryCodeForRegion(region);
  if (country_code == 0) return "";
  PhoneNumber number;
  bool valid = false;
  if (const auto nanp = nanp_number(typed, country_code)) {
    number = *nanp;
    // A US default finds US numbers in one check; a Canadian or Caribbean number needs the others.
    valid = (country_code == 1 && util.IsValidNumberForRegion(number, region)) || util.IsValidNumber(number);
  } else {
    if (typed.size() > 250) return "";  // the library's own limit; longer is not a phone number
    if (util.Parse(std::string(typed), region, &number) != PhoneNumberUtil::NO_PARSING_ERROR) return "";
    valid = util.IsValidNumber(number);
  }
  if (!valid) return "";
  std::string e164;
  util.Format(number, PhoneNumberUtil::E164, &e164);
  return e164;
}

std::string listable_e164(std::string_view typed, std::string_view region_code) {
  const auto& util = numbers();
  const std::string region(region_code);
  const int country_code = util.GetCountryCodeForRegion(region);
  if (country_code == 0) return "";
  if (const auto nanp = nanp_number(typed, country_code)) {
    // Ten digits whose area code and exchange start with 2-9: a possible NANP number.
    const auto national = nanp->national_number();
    if ((national / 1000000) % 10 < 2) return "";
    return "+1" + std::to_string(national);
  }
  if (typed.size() > 250) return "";
  PhoneNumber number;
  if (util.Parse(std::string(typed), region, &number) != PhoneNumberUtil::NO_PARSING_ERROR) return "";
  // Exactly possible: a US "555-0147" is only possible locally and names no one number.
  if (util.IsPossibleNumberWithReason(number) != PhoneNumberUtil::IS_POSSIBLE) return "";
  if (number.country_code() == 1) {  // NANP: area code and exchange start with 2-9
    const auto national = number.national_number();
    if (national / 1000000000 < 2 || (national / 1000000) % 10 < 2) return "";
  }
  std::string e164;
  util.Format(number, PhoneNumberUtil::E164, &e164);
  return e164;
}

std::uint64_t e164_key(std::string_view e164) {
  if (e164.size() < 3 || e164.size() > 16 || e164[0] != '+') return 0;
  std::uint64_t key = 0;
  for (const char c : e164.substr(1)) {
    if (c < '0' || c > '9') return 0;
    key = key * 10 + static_cast<std::uint64_t>(c - '0');
  }
  return key;
}

std::string e164_of_key(std::uint64_t key) { return "+" + std::to_string(key); }

bool is_supported_region(std::string_view region) {
  return region.size() == 2 && numbers().GetCountryCodeForRegion(std::string(region)) != 0;
}

std::vector<std::string> supported_regions() {
  std::set<std::string> regions;
  numbers().GetSupportedRegions(&regions);
  return {regions.begin(), regions.end()};
}

}  // namespace dialer::phone
