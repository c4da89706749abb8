#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace dialer::phone {

// Phone numbers as the dialer dials them, read by libphonenumber (docs/dialer.md, "Phone numbers").

// The number in E.164 ("+12025550147") when libphonenumber finds it a valid number, reading a number typed
// without a country code as one of `region` (an ISO 3166 code such as "US" or "GB"); "" when it is not valid
// (too short, an unassigned area code, letters …): such a number is kept as typed and is not dialed.
std::string dialable_e164(std::string_view typed, std::string_view region);

// A number as a do-not-call list keeps it, in E.164: like dialable_e164, but a number only has to be possible
// (the right length for its country), not assigned — a list of numbers not to call can hold any number, and
// national registry extracts load at hundreds of thousands a second this way. "" when it is not even that.
std::string listable_e164(std::string_view typed, std::string_view region);

// An E.164 text ("+12025550147") as one integer (12025550147), the key of the do-not-call sets; 0 for anything
// that is not "+" and 2 to 15 digits.
std::uint64_t e164_key(std::string_view e164);

// The E.164 text of such a key.
std::string e164_of_key(std::uint64_t key);

// Whether libphonenumber has numbering rules for `region` ("US", "CA", "GB" …).
bool is_supported_region(std::string_view region);

// Every region libphonenumber knows, sorted.
std::vector<std::string> supported_regions();

}  // namespace dialer::phone
