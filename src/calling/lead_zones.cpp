#include "calling/lead_zones.hpp"

#include "calling/us_states.hpp"
#include "phone/phone_places.hpp"
#include "phone/phone_zones.hpp"

namespace dialer::calling {
namespace {

LeadZones of(std::span<const std::string_view> zones, ZoneSource source) {
  LeadZones out;
  out.zones.assign(zones.begin(), zones.end());
  out.source = source;
  return out;
}

}  // namespace

LeadZones lead_zones(const LeadPlace& place) {
  if (!place.timezone.empty()) return {{std::string(place.timezone)}, ZoneSource::kTimezone};
  if (const auto state = find_us_state(place.state)) return of(state->zones, ZoneSource::kState);
  if (const auto state = us_state_of_zip(place.postal_code)) return of(state->zones, ZoneSource::kPostalCode);
  if (const auto zones = phone::zones_for_e164(place.phone_e164); !zones.empty()) return of(zones, ZoneSource::kPhone);
  return {};
}

std::optional<UsState> lead_us_state(const LeadPlace& place) {
  if (auto state = find_us_state(place.state)) return state;
  if (auto state = us_state_of_zip(place.postal_code)) return state;
  // Only a lead whose record says nothing of where it is goes by its phone.
  if (!place.timezone.empty() || !place.state.empty() || !place.postal_code.empty()) return std::nullopt;
  return find_us_state(phone::area_place_of_e164(place.phone_e164));
}

std::string_view zone_source_name(ZoneSource source) {
  switch (source) {
    case ZoneSource::kTimezone: return "timezone";
    case ZoneSource::kState: return "state";
    case ZoneSource::kPostalCode: return "postal_code";
    case ZoneSource::kPhone: return "phone";
    case ZoneSource::kUnknown: break;
  }
  return "unknown";
}

}  // namespace dialer::calling
