#include "api/call_report_json.hpp"

#include <chrono>
#include <nlohmann/json.hpp>

#include "api/json_text.hpp"
#include "dialer/iso_time.hpp"
#include "domain/lead_rules.hpp"
#include "http/api_error.hpp"

namespace dialer::api {

using nlohmann::ordered_json;

namespace {

void append_two_digits(std::string& out, unsigned n) {
  out += static_cast<char>('0' + n / 10);
  out += static_cast<char>('0' + n % 10);
}

// "2026-11-25T05:00:00Z", as iso8601_utc writes it, without going through strftime for every hour.
void append_hour(std::string& out, std::int64_t hour) {
  const std::int64_t days = hour / 24 - (hour % 24 < 0 ? 1 : 0);
  const std::chrono::year_month_day date{std::chrono::sys_days{std::chrono::days{days}}};
  const int year = static_cast<int>(date.year());
  if (year < 1000 || year > 9999) {
    out += iso8601_utc(std::chrono::system_clock::time_point(std::chrono::hours(hour)));
    return;
  }
  append_json_number(out, year);
  out += '-';
  append_two_digits(out, static_cast<unsigned>(date.month()));
  out += '-';
  append_two_digits(out, static_cast<unsigned>(date.day()));
  out += 'T';
  append_two_digits(out, static_cast<unsigned>(hour - days * 24));
  out += ":00:00Z";
}

void append_member(std::string& out, const char* name, const ordered_json& value) {
  out += '"';
  out += name;
  out += "\":";
  out += value.dump(-1, ' ', false, ordered_json::error_handler_t::replace);
}

// The counts' members, in the order the API has always written them.
constexpr std::pair<const char*, std::int64_t model::CallCounts::*> kCountMembers[] = {
    {"calls", &model::CallCounts::calls},
    {"answered", &model::CallCounts::answered},
    {"human", &model::CallCounts::human},
    {"contacts", &model::CallCounts::contacts},
    {"conversions", &model::CallCounts::conversions},
    {"abandoned", &model::CallCounts::abandoned},
    {"talkSeconds", &model::CallCounts::talk_seconds},
};

ordered_json totals_json(const model::CallCounts& t) {
  ordered_json out = ordered_json::object();
  for (const auto& [name, member] : kCountMembers) out[name] = t.*member;
  return out;
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

// Opens an object with the counts' members; the caller adds its own and closes it.
void append_counts(std::string& out, const model::CallCounts& t) {
  char separator = '{';
  for (const auto& [name, member] : kCountMembers) {
    out += separator;
    out += '"';
    out += name;
    out += "\":";
    append_json_number(out, t.*member);
    separator = ',';
  }
}

void append_report_members(std::string& out, const domain::CallAnalyticsReport& r, const std::optional<std::string>& zone) {
  out += "\"from\":\"";
  append_hour(out, r.from_hour);
  out += "\",\"to\":\"";
  append_hour(out, r.to_hour);
  out += "\",";
  append_member(out, "totals", totals_json(r.totals));
  out += ',';
  append_series(out, r, zone, "hours", "days");
  out += ',';
  append_member(out, "campaigns", named_totals_json(r.campaigns));
  out += ',';
  append_member(out, "agents", named_totals_json(r.agents));
  out += ',';
  append_member(out, "outcomes", outcomes_json(r.outcomes));
}

}  // namespace

std::optional<std::string> day_zone_query(const http::ApiRequest& req) {
  const auto per = req.query_value("per");
  if (!per || per->empty() || *per == "hour") return std::nullopt;
  if (*per != "day") {
    throw ApiError::bad_request("validation_error", "per must be hour or day", {{"per", "Use hour or day"}});
  }
  const auto zone = req.query_value("tz");
  if (!zone || zone->empty()) {
    throw ApiError::bad_request("validation_error", "Calls per day need tz, the time zone whose days they are",
                                {{"tz", "Use an IANA time zone such as America/New_York"}});
  }
  // A zone name, never a path: the time zone library would open whatever file it names.
  if (!domain::is_time_zone_name(*zone)) {
    throw ApiError::bad_request("validation_error", "This server does not know the time zone " + std::string(*zone),
                                {{"tz", "Use an IANA time zone such as America/New_York"}});
  }
  return std::string(*zone);
}

void append_series(std::string& out, const domain::CallAnalyticsReport& r, const std::optional<std::string>& zone,
                   const char* hours_name, const char* days_name) {
  out += '"';
  if (zone) {
    const auto days = domain::per_local_day(r, *zone);
    out += days_name;
    out += "\":[";
    for (const auto& day : days) {
      if (out.back() != '[') out += ',';
      append_counts(out, day.counts);
      out += ",\"day\":\"" + day.date + "\",\"start\":\"";
      append_hour(out, day.first_hour);
      out += "\"}";
    }
    out += ']';
    return;
  }
  out += hours_name;
  out += "\":[";
  out.reserve(out.size() + r.hours.size() * 150);
  for (const auto& [hour, counts] : r.hours) {
    if (out.back() != '[') out += ',';
    append_counts(out, counts);
    out += ",\"hour\":\"";
    append_hour(out, hour);
    out += "\"}";
  }
  out += ']';
}

http::ApiResponse report_response(const domain::CallAnalyticsReport& report, const std::optional<std::string>& zone,
                                  const std::string& more_members) {
  http::ApiResponse response;
  response.body = "{";
  append_report_members(response.body, report, zone);
  response.body += more_members;
  response.body += '}';
  return response;
}

}  // namespace dialer::api
