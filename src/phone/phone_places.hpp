#pragma once

#include <string_view>

namespace dialer::phone {

// The state or province a North American number's area code belongs to, as libphonenumber's geocoder names it
// ("+13055550100" → "Florida", "+12125550100" → "NY"); "" for any other number or an area code it has no place for.
std::string_view area_place_of_e164(std::string_view e164);

}  // namespace dialer::phone
