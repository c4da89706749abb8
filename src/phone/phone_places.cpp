#include "phone/phone_places.hpp"

#include <algorithm>

#include "phone/phone_area_place_table.hpp"

namespace dialer::phone {

std::string_view area_place_of_e164(std::string_view e164) {
  if (e164.size() != 12 || e164.substr(0, 2) != "+1") return {};
  const auto area = e164.substr(2, 3);
  const auto places = area_places();
  const auto it = std::lower_bound(places.begin(), places.end(), area,
                                   [](const AreaPlace& p, std::string_view code) { return p.area_code < code; });
  return it != places.end() && it->area_code == area ? it->place : std::string_view{};
}

}  // namespace dialer::phone
