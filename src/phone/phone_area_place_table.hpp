#pragma once

#include <span>
#include <string_view>

namespace dialer::phone {

// libphonenumber's English geocoder, reduced to the place (state or province) of each North American area code,
// embedded by the build (scripts/phone_area_place_table.py). Sorted by area code.
struct AreaPlace {
  std::string_view area_code;  // "305"
  std::string_view place;      // "Florida", or a code such as "NY"
};

std::span<const AreaPlace> area_places();

}  // namespace dialer::phone
