#include "domain/week_hours.hpp"

#include <cstdio>

#include "domain/domain_error.hpp"

namespace dialer::domain {
namespace {

using nlohmann::json;

constexpr const char* kDayNames[] = {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"};
constexpr int kMinutesPerDay = 24 * 60;

// "08:00" → 480; "24:00" is the end of the day.
int minutes_of(const json& value, const std::string& field) {
  const std::string message = "Calling hours must be times such as 08:00 or 21:00";
  if (!value.is_string()) throw DomainError::invalid_field(field, message);
  const auto text = value.get<std::string>();
  int hours = 0, minutes = 0;
  char rest = 0;
  if (text.size() != 5 || std::sscanf(text.c_str(), "%2d:%2d%c", &hours, &minutes, &rest) != 2 || hours < 0 ||
      hours > 24 || minutes < 0 || minutes > 59 || (hours == 24 && minutes != 0)) {
    throw DomainError::invalid_field(field, message);
  }
  return hours * 60 + minutes;
}

}  // namespace

json week_hours_json(const WeekHours& days) {
  json out = json::array();
  for (std::size_t i = 0; i < days.size(); ++i) {
    const auto& hours = days[i];
    out.push_back({{"day", kDayNames[i]},
                   {"opens", hours ? json(calling::clock_text(hours->open)) : json(nullptr)},
                   {"closes", hours ? json(calling::clock_text(hours->close)) : json(nullptr)}});
  }
  return out;
}

WeekHours week_hours_from(const json& value, const std::string& field) {
  const std::string message = "days must list the 7 days of the week, Monday first";
  if (!value.is_array() || value.size() != 7) throw DomainError::invalid_field(field, message);
  WeekHours days;
  for (std::size_t i = 0; i < 7; ++i) {
    const auto& day = value[i];
    if (!day.is_object()) throw DomainError::invalid_field(field, message);
    const auto opens = day.value("opens", json(nullptr));
    const auto closes = day.value("closes", json(nullptr));
    if (opens.is_null() && closes.is_null()) continue;  // no calls that day
    days[i] = calling::DayHours{minutes_of(opens, field), minutes_of(closes, field)};
  }
  check_week_hours(days, field);
  return days;
}

void check_week_hours(const WeekHours& days, const std::string& field) {
  for (const auto& hours : days) {
    if (!hours) continue;
    if (hours->open < 0 || hours->close > kMinutesPerDay || hours->open >= hours->close) {
      throw DomainError::invalid_field(field, "Each day's calling hours must start before they end, between 00:00 and 24:00");
    }
  }
}

}  // namespace dialer::domain
