#pragma once
// Call figures as the API writes them: the analytics of /calls and the overview (docs/api.md, "Calls", "Overview").
#include <optional>
#include <string>
#include <vector>

#include "domain/call_analytics.hpp"
#include "http/api_request.hpp"
#include "model/call.hpp"

namespace dialer::api {

// `?per=day&tz=America/New_York`: the viewer's zone, to answer calls per day of it instead of per hour; absent or
// per=hour: none; 400 for another per or a per=day without tz.
std::optional<std::string> day_zone_query(const http::ApiRequest& req);

// The report's calls over time as a member of a JSON object, written straight into `out` (a year is 8,784 hours,
// which as a tree of JSON values cost most of a long range's answer): `"<hours_name>":[{"calls", …,
// "talkSeconds", "hour"}, …]`, or with a zone `"<days_name>":[{…, "day", "start"}, …]` (domain::per_local_day).
void append_series(std::string& out, const domain::CallAnalyticsReport& report, const std::optional<std::string>& zone,
                   const char* hours_name, const char* days_name);
// 200 with the report as a JSON object (from, to, totals, hours or days, campaigns, agents, outcomes) and then
// `more_members`: more of the object's members as JSON text, each after a comma (the overview's own).
http::ApiResponse report_response(const domain::CallAnalyticsReport& report, const std::optional<std::string>& zone,
                                  const std::string& more_members = "");

}  // namespace dialer::api
