// Phone numbers as the dialer reads them (src/phone): E.164 through libphonenumber, with the shortcut for plain
// NANP numbers checked against the library's own Parse, and the zones of libphonenumber's prefix table.
#include <doctest/doctest.h>
#include <phonenumbers/phonenumberutil.h>

#include <random>
#include <string>
#include <vector>

#include "phone/phone_numbers.hpp"
#include "phone/phone_zones.hpp"

namespace {

// The library's answer with nothing of ours in between: Parse, IsValidNumber, Format.
std::string reference_e164(const std::string& typed, const std::string& region) {
  using i18n::phonenumbers::PhoneNumber;
  using i18n::phonenumbers::PhoneNumberUtil;
  const auto* util = PhoneNumberUtil::GetInstance();
  PhoneNumber number;
  if (util->Parse(typed, region, &number) != PhoneNumberUtil::NO_PARSING_ERROR) return "";
  if (!util->IsValidNumber(number)) return "";
  std::string e164;
  util->Format(number, PhoneNumberUtil::E164, &e164);
  return e164;
}

std::vector<std::string_view> zones(std::string_view e164) {
  const auto found = dialer::phone::zones_for_e164(e164);
  return {found.begin(), found.end()};
}

}  // namespace

TEST_CASE("phone: US, Canadian and UK numbers in E.164, invalid ones not dialable") {
  using dialer::phone::dialable_e164;
  CHECK(dialable_e164("(202) 555-0147", "US") == "+12025550147");
  CHECK(dialable_e164("202.555.0147", "US") == "+12025550147");
  CHECK(dialable_e164("1-202-555-0147", "US") == "+12025550147");
  CHECK(dialable_e164("+1 202 555 0147", "GB") == "+12025550147");
  CHECK(dialable_e164("202-555-0147 ext. 12", "US") == "+12025550147");
  CHECK(dialable_e164("tel:+1-202-555-0147", "US") == "+12025550147");
  // Canada shares +1: a US default still reads a Toronto or Ottawa number.
  CHECK(dialable_e164("613-555-0100", "US") == "+16135550100");
  CHECK(dialable_e164("(416) 555-0199", "CA") == "+14165550199");
  // The UK: national form with the GB default, international form with any default.
  CHECK(dialable_e164("020 7946 0958", "GB") == "+442079460958");
  CHECK(dialable_e164("+44 20 7946 0958", "US") == "+442079460958");
  CHECK(dialable_e164("0044 20 7946 0958", "DE") == "+442079460958");
  CHECK(dialable_e164("07911 123456", "GB") == "+447911123456");
  CHECK(dialable_e164("07700 900123", "GB") == "");  // a range kept for drama, never assigned
  // Not numbers anyone can be called on.
  CHECK(dialable_e164("020 7946 0958", "US") == "");
  CHECK(dialable_e164("+1 (555) 123-4567", "US") == "");  // 555 is not an area code
  CHECK(dialable_e164("123-4567", "US") == "");
  CHECK(dialable_e164("555-01", "US") == "");
  CHECK(dialable_e164("n/a", "US") == "");
  CHECK(dialable_e164("", "US") == "");
  CHECK(dialable_e164(std::string(300, '9'), "US") == "");
  CHECK(dialable_e164("(202) 555-0147", "ZZ") == "");
}

TEST_CASE("phone: the shortcut for plain NANP numbers answers what the library's Parse answers") {
  std::mt19937 random(20261125);
  const char* shapes[] = {"%s", "+%s", "1%s", "+1%s", "(%.3s) %.3s-%.4s", "%.3s.%.3s.%.4s", "1-%.3s-%.3s-%.4s",
                          " +1 (%.3s) %.3s %.4s", "%s ", "+44%s"};
  std::size_t valid = 0;
  for (int i = 0; i < 20000; ++i) {
    std::string digits;
    const int length = 9 + static_cast<int>(random() % 4);  // 9 to 12 digits
    for (int d = 0; d < length; ++d) digits += static_cast<char>('0' + random() % 10);
    const char* shape = shapes[random() % std::size(shapes)];
    char typed[64];
    if (std::string_view(shape).find("%.3s") != std::string_view::npos) {
      std::snprintf(typed, sizeof typed, shape, digits.c_str(), digits.c_str() + 3, digits.c_str() + 6);
    } else {
      std::snprintf(typed, sizeof typed, shape, digits.c_str());
    }
    for (const char* region : {"US", "CA", "GB"}) {
      CAPTURE(typed);
      CAPTURE(region);
      const auto ours = dialer::phone::dialable_e164(typed, region);
      CHECK(ours == reference_e164(typed, region));
      valid += !ours.empty();
    }
  }
  CHECK(valid > 5000);  // the corpus reaches the valid side too, not only refusals
}

TEST_CASE("phone: numbers a do-not-call list keeps need only be possible, and key as integers") {
  using dialer::phone::listable_e164;
  CHECK(listable_e164("(202) 555-0147", "US") == "+12025550147");
  CHECK(listable_e164("2015550199", "US") == "+12015550199");
  CHECK(listable_e164("+1 999 555 0100", "GB") == "+19995550100");  // no such area code, still a NANP shape
  CHECK(listable_e164("020 7946 0958", "GB") == "+442079460958");
  CHECK(listable_e164("+44 20 7946 0958", "US") == "+442079460958");
  CHECK(listable_e164("555-0147", "US") == "");      // only possible locally: names no one number
  CHECK(listable_e164("(102) 555-0147", "US") == "");  // area codes start with 2-9
  CHECK(listable_e164("(202) 155-0147", "US") == "");  // so do exchanges
  CHECK(listable_e164("call me", "US") == "");
  CHECK(dialer::phone::e164_key("+12025550147") == 12025550147ULL);
  CHECK(dialer::phone::e164_key("+390612345678") == 390612345678ULL);
  CHECK(dialer::phone::e164_of_key(390612345678ULL) == "+390612345678");
  CHECK(dialer::phone::e164_key("") == 0);
  CHECK(dialer::phone::e164_key("12025550147") == 0);
  CHECK(dialer::phone::e164_key("+1202555014x") == 0);
  CHECK(dialer::phone::e164_key("+1234567890123456") == 0);  // 16 digits: longer than E.164 allows
}

TEST_CASE("phone: regions are libphonenumber's") {
  CHECK(dialer::phone::is_supported_region("US"));
  CHECK(dialer::phone::is_supported_region("GB"));
  CHECK_FALSE(dialer::phone::is_supported_region("ZZ"));
  CHECK_FALSE(dialer::phone::is_supported_region("USA"));
  CHECK_FALSE(dialer::phone::is_supported_region(""));
  const auto regions = dialer::phone::supported_regions();
  CHECK(regions.size() > 200);
  CHECK(std::is_sorted(regions.begin(), regions.end()));
}

TEST_CASE("phone: the zones of a number from libphonenumber's prefix table") {
  CHECK(zones("+18085550100") == std::vector<std::string_view>{"Pacific/Honolulu"});
  CHECK(zones("+16715551234") == std::vector<std::string_view>{"Pacific/Guam"});
  CHECK(zones("+12125550100") == std::vector<std::string_view>{"America/New_York"});
  // Arizona keeps standard time, the Navajo Nation inside it does not: the table names both.
  CHECK(zones("+16025550100") == std::vector<std::string_view>{"America/Denver", "America/Phoenix"});
  // An area code across two zones, unless its exchange is known to be in one.
  CHECK(zones("+12082995555").size() >= 1);
  CHECK(zones("+12082015555") == std::vector<std::string_view>{"America/Denver"});
  const auto london = zones("+442079460958");
  CHECK(std::find(london.begin(), london.end(), "Europe/London") != london.end());
  CHECK(zones("12125550100").empty());
  CHECK(zones("").empty());
  CHECK(zones("+").empty());
}
