#include "phone/phone_zones.hpp"

#include <algorithm>

#include "phone/phone_zone_table.hpp"

namespace dialer::phone {

std::span<const std::string_view> zones_for_e164(std::string_view e164) {
  if (e164.size() < 2 || e164[0] != '+') return {};
  std::string_view digits = e164.substr(1);
  const auto prefixes = phone_zone_prefixes();
  for (std::size_t length = std::min(digits.size(), kLongestZonePrefix); length > 0; --length) {
    const std::string_view prefix = digits.substr(0, length);
    const auto found = std::lower_bound(prefixes.begin(), prefixes.end(), prefix,
                                        [](const PhoneZonePrefix& entry, std::string_view key) { return entry.digits < key; });
    if (found != prefixes.end() && found->digits == prefix) return phone_zone_set(found->zone_set);
  }
  return {};
}

}  // namespace dialer::phone
