#pragma once

#include <cstddef>
#include <span>
#include <string_view>

namespace dialer::phone {

// libphonenumber's table of E.164 digit prefixes and the IANA zones their numbers are in, embedded by the build
// (scripts/phone_zone_table.py). Sorted by prefix.
struct PhoneZonePrefix {
  std::string_view digits;
  std::size_t zone_set;
};

extern const std::size_t kLongestZonePrefix;
std::span<const PhoneZonePrefix> phone_zone_prefixes();
std::span<const std::string_view> phone_zone_set(std::size_t index);
// The python3-phonenumbers version the table came from, for the logs.
std::string_view phone_zone_data_version();

}  // namespace dialer::phone
