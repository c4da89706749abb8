#pragma once

#include <span>
#include <string_view>

namespace dialer::phone {

// The IANA zones a phone number may ring in, from libphonenumber's prefix table (the longest prefix of the
// number that the table holds): "+18085550100" → Pacific/Honolulu; a number of an area code that spans two
// zones gives both. Empty for a number the table has nothing for (or that is not E.164).
std::span<const std::string_view> zones_for_e164(std::string_view e164);

}  // namespace dialer::phone
