#pragma once
// Call figures as the API writes them: the analytics of /calls and the overview (docs/api.md, "Calls", "Overview").
#include <nlohmann/json.hpp>
#include <vector>

#include "domain/call_analytics.hpp"
#include "model/call.hpp"

namespace dialer::api {

nlohmann::ordered_json totals_json(const model::CallCounts& totals);
nlohmann::ordered_json named_totals_json(const std::vector<domain::NamedTotals>& rows);
nlohmann::ordered_json outcomes_json(const std::vector<domain::OutcomeTotal>& outcomes);
nlohmann::ordered_json report_json(const domain::CallAnalyticsReport& report);

}  // namespace dialer::api
