#include "api/call_report_json.hpp"

#include <chrono>

#include "dialer/iso_time.hpp"

namespace dialer::api {

using nlohmann::ordered_json;

ordered_json totals_json(const model::CallCounts& t) {
  return {{"calls", t.calls},       {"answered", t.answered},       {"human", t.human},
          {"contacts", t.contacts}, {"conversions", t.conversions}, {"abandoned", t.abandoned},
          {"talkSeconds", t.talk_seconds}};
}

ordered_json named_totals_json(const std::vector<domain::NamedTotals>& rows) {
  ordered_json out = ordered_json::array();
  for (const auto& row : rows) {
    auto item = totals_json(row.totals);
    item["id"] = row.id == 0 ? ordered_json(nullptr) : ordered_json(row.id);
    item["name"] = row.name;
    out.push_back(std::move(item));
  }
  return out;
}

ordered_json outcomes_json(const std::vector<domain::OutcomeTotal>& outcomes) {
  ordered_json out = ordered_json::array();
  for (const auto& o : outcomes) out.push_back({{"code", o.code}, {"label", o.label}, {"emoji", o.emoji}, {"calls", o.calls}});
  return out;
}

ordered_json report_json(const domain::CallAnalyticsReport& r) {
  ordered_json hours = ordered_json::array();
  for (const auto& [hour, totals] : r.hours) {
    auto item = totals_json(totals);
    item["hour"] = iso8601_utc(std::chrono::system_clock::time_point(std::chrono::hours(hour)));
    hours.push_back(std::move(item));
  }
  return {{"from", iso8601_utc(std::chrono::system_clock::time_point(std::chrono::hours(r.from_hour)))},
          {"to", iso8601_utc(std::chrono::system_clock::time_point(std::chrono::hours(r.to_hour)))},
          {"totals", totals_json(r.totals)},
          {"hours", hours},
          {"campaigns", named_totals_json(r.campaigns)},
          {"agents", named_totals_json(r.agents)},
          {"outcomes", outcomes_json(r.outcomes)}};
}

}  // namespace dialer::api
