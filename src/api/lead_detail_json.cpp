#include "api/lead_detail_json.hpp"

#include <map>

#include "dialer/iso_time.hpp"

namespace dialer::api {
namespace {

json changes_json(const std::string& stored, const std::map<std::int64_t, std::string>& list_names) {
  json out = json::object();
  const auto changes = json::parse(stored, nullptr, false);
  if (!changes.is_object()) return out;
  const auto list_name = [&](const json& id) -> json {
    if (!id.is_number_integer()) return nullptr;
    const auto found = list_names.find(id.get<std::int64_t>());
    return found == list_names.end() ? json("(deleted list)") : json(found->second);
  };
  for (const auto& [field, pair] : changes.items()) {
    if (!pair.is_array() || pair.size() != 2) continue;
    if (field == "listId") {
      out["list"] = {{"from", list_name(pair[0])}, {"to", list_name(pair[1])}};
    } else {
      out[field] = {{"from", pair[0]}, {"to", pair[1]}};
    }
  }
  return out;
}

}  // namespace

json history_json(const domain::LeadHistory& history) {
  json entries = json::array();
  for (const auto& a : history.entries) {
    json user = nullptr;
    if (a.user_id) user = {{"id", *a.user_id}, {"name", a.user_name}};
    entries.push_back({{"id", a.id},
                       {"at", a.at},
                       {"kind", a.kind},
                       {"origin", a.origin},
                       {"user", user},
                       {"changes", changes_json(a.changes, history.list_names)}});
  }
  return {{"activity", entries},
          {"nextBefore", history.next_before ? json(*history.next_before) : json(nullptr)}};
}

json calling_time_json(const domain::LeadCallingTime& time) {
  json local = json::array();
  for (const auto& zone : time.check.local_times) {
    local.push_back({{"zone", zone.zone}, {"localTime", zone.local.empty() ? json(nullptr) : json(zone.local)}});
  }
  const auto& hours = time.today;
  return {{"zones", time.zones.zones},
          {"zoneSource", calling::zone_source_name(time.zones.source)},
          {"localTimes", local},
          {"stateRule", time.state.empty() ? json(nullptr) : json(time.state)},
          {"window", hours ? json{{"opens", calling::clock_text(hours->open)}, {"closes", calling::clock_text(hours->close)}} : json(nullptr)},
          {"insideWindow", time.check.inside},
          {"opensAt", time.check.opens_at ? json(iso8601_utc(*time.check.opens_at)) : json(nullptr)},
          {"unknownZone", time.check.unknown_zone}};
}

}  // namespace dialer::api
