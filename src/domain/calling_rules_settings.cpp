#include "domain/calling_rules_settings.hpp"

#include <chrono>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <set>

#include "calling/us_states.hpp"
#include "db/calling_rules_store.hpp"
#include "db/database.hpp"
#include "db/transaction.hpp"
#include "dialer/iso_time.hpp"
#include "domain/domain_error.hpp"
#include "domain/week_hours.hpp"

namespace dialer::domain {
namespace {

using nlohmann::json;
using Days = std::array<std::optional<calling::DayHours>, 7>;

constexpr std::size_t kMaxHolidays = 400;
constexpr int kMaxCallsPer24h = 50;

bool is_calendar_date(const std::string& text) {
  int year = 0, month = 0, day = 0;
  char rest = 0;
  if (text.size() != 10 || std::sscanf(text.c_str(), "%4d-%2d-%2d%c", &year, &month, &day, &rest) != 3) return false;
  const std::chrono::year_month_day date{std::chrono::year{year}, std::chrono::month{static_cast<unsigned>(month)},
                                         std::chrono::day{static_cast<unsigned>(day)}};
  return date.ok() && year >= 2000 && year <= 2200;
}

void check(calling::CallingRules& rules) {
  check_week_hours(rules.window.days, "days");
  if (rules.window.holidays.size() > kMaxHolidays) throw DomainError::invalid_field("holidays", "At most 400 holidays");
  for (const auto& date : rules.window.holidays) {
    if (!is_calendar_date(date)) throw DomainError::invalid_field("holidays", "Holidays must be dates such as 2026-12-25");
  }
  std::set<std::string> seen;
  for (auto& rule : rules.states) {
    const auto state = calling::find_us_state(rule.state);
    if (!state) throw DomainError::invalid_field("states", "Unknown state: " + rule.state);
    rule.state = std::string(state->code);
    if (!seen.insert(rule.state).second) throw DomainError::invalid_field("states", "Each state can have one rule: " + rule.state);
    check_week_hours(rule.days, "states");
    if (rule.max_calls_per_24h && (*rule.max_calls_per_24h < 1 || *rule.max_calls_per_24h > kMaxCallsPer24h)) {
      throw DomainError::invalid_field("states", "Calls per 24 hours must be between 1 and 50");
    }
  }
}

json days_json(const Days& days) {
  json out = json::array();
  for (const auto& hours : days) out.push_back(hours ? json::array({hours->open, hours->close}) : json(nullptr));
  return out;
}

Days days_from(const json& stored) {
  Days days;
  for (std::size_t i = 0; i < days.size() && i < stored.size(); ++i) {
    if (stored[i].is_array()) days[i] = calling::DayHours{stored[i][0].get<int>(), stored[i][1].get<int>()};
  }
  return days;
}

std::string stored_text(const calling::CallingRules& rules) {
  json states = json::array();
  for (const auto& rule : rules.states) {
    states.push_back({{"state", rule.state},
                      {"days", days_json(rule.days)},
                      {"maxCallsPer24h", rule.max_calls_per_24h ? json(*rule.max_calls_per_24h) : json(nullptr)}});
  }
  return json{{"days", days_json(rules.window.days)},
              {"holidays", rules.window.holidays},
              {"states", states},
              {"optOutAllChannels", rules.opt_out_all_channels}}
      .dump();
}

calling::CallingRules from_stored(const std::string& text) {
  const auto stored = json::parse(text);
  calling::CallingRules rules;
  rules.window.days = days_from(stored.at("days"));
  for (const auto& date : stored.at("holidays")) rules.window.holidays.insert(date.get<std::string>());
  for (const auto& rule : stored.at("states")) {
    calling::StateRule state;
    state.state = rule.at("state").get<std::string>();
    state.days = days_from(rule.at("days"));
    if (rule.at("maxCallsPer24h").is_number_integer()) state.max_calls_per_24h = rule.at("maxCallsPer24h").get<int>();
    rules.states.push_back(std::move(state));
  }
  // Saved before the setting existed: on, its default.
  rules.opt_out_all_channels = stored.value("optOutAllChannels", true);
  return rules;
}

}  // namespace

SavedCallingRules CallingRulesSettings::of(std::int64_t organization_id) {
  {
    std::lock_guard lock(mutex_);
    if (const auto it = cache_.find(organization_id); it != cache_.end()) return it->second;
  }
  const auto row = database_.read([&](SQLite::Database& db) { return db::find_calling_rules(db, organization_id); });
  SavedCallingRules saved{row ? from_stored(row->rules) : calling::CallingRules::defaults(),
                          row ? row->updated_at : ""};
  std::lock_guard lock(mutex_);
  return cache_.try_emplace(organization_id, std::move(saved)).first->second;
}

SavedCallingRules CallingRulesSettings::save(const auth::Caller& caller, calling::CallingRules rules) {
  check(rules);
  SavedCallingRules saved{std::move(rules), iso8601_utc(clock_.now())};
  const db::CallingRulesRow row{stored_text(saved.rules), saved.updated_at};
  database_.write([&](db::Transaction& tx) { db::save_calling_rules(tx, caller.organization_id, row); });
  std::lock_guard lock(mutex_);
  cache_[caller.organization_id] = saved;
  return saved;
}

}  // namespace dialer::domain
