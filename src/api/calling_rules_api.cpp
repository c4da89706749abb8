#include "api/calling_rules_api.hpp"

#include "api/json_io.hpp"
#include "calling/us_states.hpp"
#include "domain/calling_rules_settings.hpp"
#include "domain/week_hours.hpp"
#include "http/api_error.hpp"
#include "http/router.hpp"

namespace dialer::api {
namespace {

using http::Access;
using http::ApiRequest;
using Days = domain::WeekHours;

ApiError bad(const std::string& field, const std::string& message) {
  return ApiError::bad_request("validation_error", message, {{field, message}});
}

Days days_from(const json& body, const char* name, const std::string& field) {
  const auto it = body.find(name);
  return domain::week_hours_from(it == body.end() ? json(nullptr) : *it, field);
}

json rules_json(const domain::SavedCallingRules& saved) {
  json states = json::array();
  for (const auto& rule : saved.rules.states) {
    const auto state = calling::find_us_state(rule.state);
    states.push_back({{"state", rule.state},
                      {"name", state ? std::string(state->name) : rule.state},
                      {"days", domain::week_hours_json(rule.days)},
                      {"maxCallsPer24h", rule.max_calls_per_24h ? json(*rule.max_calls_per_24h) : json(nullptr)}});
  }
  json known_states = json::array();
  for (const auto& state : calling::us_states()) {
    known_states.push_back({{"state", state.code}, {"name", state.name}});
  }
  return {{"days", domain::week_hours_json(saved.rules.window.days)},
          {"holidays", saved.rules.window.holidays},
          {"states", states},
          {"optOutAllChannels", saved.rules.opt_out_all_channels},
          {"knownStates", known_states},
          {"updatedAt", saved.updated_at.empty() ? json(nullptr) : json(saved.updated_at)}};
}

calling::CallingRules rules_from(const json& body) {
  calling::CallingRules rules;
  rules.window.days = days_from(body, "days", "days");
  const auto holidays = body.find("holidays");
  if (holidays != body.end() && !holidays->is_null()) {
    if (!holidays->is_array()) throw bad("holidays", "Holidays must be dates such as 2026-12-25");
    for (const auto& date : *holidays) {
      if (!date.is_string()) throw bad("holidays", "Holidays must be dates such as 2026-12-25");
      rules.window.holidays.insert(date.get<std::string>());
    }
  }
  if (const auto all = body.find("optOutAllChannels"); all != body.end() && !all->is_null()) {
    if (!all->is_boolean()) throw bad("optOutAllChannels", "optOutAllChannels must be true or false");
    rules.opt_out_all_channels = all->get<bool>();
  }
  const auto states = body.find("states");
  if (states != body.end() && !states->is_null()) {
    if (!states->is_array()) throw bad("states", "states must be a list of state rules");
    for (const auto& item : *states) {
      if (!item.is_object() || !item.contains("state") || !item["state"].is_string()) {
        throw bad("states", "Each state rule needs a state such as FL");
      }
      calling::StateRule rule;
      rule.state = item["state"].get<std::string>();
      rule.days = days_from(item, "days", "states");
      const auto max_calls = item.value("maxCallsPer24h", json(nullptr));
      if (!max_calls.is_null()) {
        if (!max_calls.is_number_integer()) throw bad("states", "Calls per 24 hours must be between 1 and 50");
        rule.max_calls_per_24h = max_calls.get<int>();
      }
      rules.states.push_back(std::move(rule));
    }
  }
  return rules;
}

}  // namespace

void register_calling_rules_routes(http::Router& router, domain::CallingRulesSettings& settings) {
  router.add("GET", "/api/v1/settings/calling", Access::kAdmin,
             [&settings](ApiRequest& req) { return json_response(200, rules_json(settings.get(req.signed_in()))); });
  router.add("PUT", "/api/v1/settings/calling", Access::kAdmin, [&settings](ApiRequest& req) {
    const auto body = parse_json_object(req);
    return json_response(200, rules_json(settings.save(req.signed_in(), rules_from(body))));
  });
}

}  // namespace dialer::api
