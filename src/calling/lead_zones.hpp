#pragma once
// A lead's time zones, in the order of trust of docs/dialer.md ("Lead-local time"): the zone its record names,
// else its state, else its ZIP code's state, else its phone number's prefix in libphonenumber's table.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "calling/us_states.hpp"

namespace dialer::calling {

struct LeadPlace {
  std::string_view timezone = {};    // an IANA name, or ""
  std::string_view state = {};       // code or name, or ""
  std::string_view postal_code = {};
  std::string_view phone_e164 = {};  // "" when the phone is not dialable
};

enum class ZoneSource { kTimezone, kState, kPostalCode, kPhone, kUnknown };

struct LeadZones {
  // Every zone the lead may be in: a call is inside the window only when it is inside in each of them.
  std::vector<std::string> zones;
  ZoneSource source = ZoneSource::kUnknown;
};

LeadZones lead_zones(const LeadPlace& place);

// The US state whose calling rules apply to the lead: its state, else its ZIP code's, else — when its record
// names no zone, state or postal code at all — its phone's area code's (a Florida number is called by Florida's
// rules when nothing else says where the lead is).
std::optional<UsState> lead_us_state(const LeadPlace& place);

// "timezone", "state", "postal_code", "phone" or "unknown", as the API says where a lead's zone came from.
std::string_view zone_source_name(ZoneSource source);

}  // namespace dialer::calling
