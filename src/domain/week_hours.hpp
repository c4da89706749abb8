#pragma once
// Calling hours per weekday as the API writes them (docs/api.md, "Calling rules"): seven days, Monday first, each
// {"day": "monday", "opens": "08:00", "closes": "21:00"} — null hours for a day without calls. The organization's
// window, its state rules and a campaign's own hours all use this shape.
#include <array>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "calling/calling_window.hpp"

namespace dialer::domain {

using WeekHours = std::array<std::optional<calling::DayHours>, 7>;

nlohmann::json week_hours_json(const WeekHours& days);
// Throws DomainError (invalid, `details` naming `field`) unless `value` lists the 7 days with hours that start
// before they end, between 00:00 and 24:00.
WeekHours week_hours_from(const nlohmann::json& value, const std::string& field);
// The same check on hours already read.
void check_week_hours(const WeekHours& days, const std::string& field);

}  // namespace dialer::domain
