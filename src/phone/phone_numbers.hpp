#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace dialer::phone {

// Phone numbers as the dialer dials them, read by libphonenumber (docs/dialer.md, "Phone numbers").

// The number in E.164 ("+12025550147") when libphonenumber finds it a valid number, reading a number typed
// without a country code as one of `region` (an ISO 3166 code such as "US" or "GB"); "" when it is not valid
// (too short, an unassigned area code, letters …): such a number is kept as typed and is not dialed.
std::string dialable_e164(std::string_view typed, std::string_view region);

// Whether libphonenumber has numbering rules for `region` ("US", "CA", "GB" …).
bool is_supported_region(std::string_view region);

// Every region libphonenumber knows, sorted.
std::vector<std::string> supported_regions();

}  // namespace dialer::phone
