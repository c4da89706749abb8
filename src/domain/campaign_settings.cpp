#include "domain/campaign_settings.hpp"

#include <algorithm>

#include "domain/domain_error.hpp"
#include "domain/lead_rules.hpp"
#include "domain/week_hours.hpp"
#include "phone/phone_numbers.hpp"

namespace dialer::domain {
namespace {

using nlohmann::json;

constexpr std::size_t kMaxScript = 20000;
constexpr std::size_t kMaxDispositionCadences = 50;

DomainError bad(const std::string& field, const std::string& message) {
  return DomainError::invalid("validation_error", message, {{field, message}});
}

template <class T>
T value_or(const json& doc, const char* key, T fallback) {
  const auto it = doc.find(key);
  if (it == doc.end()) return fallback;
  try {
    return it->get<T>();
  } catch (const json::exception&) {
    return fallback;
  }
}

int whole(const json& body, const char* key, int min, int max, const std::string& message) {
  const auto& value = body.at(key);
  if (!value.is_number_integer() || value.get<long long>() < min || value.get<long long>() > max) throw bad(key, message);
  return static_cast<int>(value.get<long long>());
}

bool flag(const json& body, const char* key) {
  const auto& value = body.at(key);
  if (!value.is_boolean()) throw bad(key, std::string(key) + " must be true or false");
  return value.get<bool>();
}

std::string one_of(const json& body, const char* key, std::initializer_list<const char*> allowed, const std::string& message) {
  const auto& value = body.at(key);
  if (!value.is_string()) throw bad(key, message);
  const auto text = value.get<std::string>();
  for (const char* option : allowed) {
    if (text == option) return text;
  }
  throw bad(key, message);
}

json disposition_cadences_json(const std::vector<model::DispositionCadence>& rules) {
  json out = json::array();
  for (const auto& rule : rules) out.push_back({{"dispositionId", rule.disposition_id}, {"cadenceId", rule.cadence_id}});
  return out;
}

// The shape only: that the disposition and the cadence are the organization's is checked with the database
// (CampaignService).
std::vector<model::DispositionCadence> disposition_cadences_from(const json& value) {
  const auto refuse = [] {
    return bad("dispositionCadences",
               "dispositionCadences must be a list of {dispositionId, cadenceId}, one per disposition, at most 50");
  };
  if (!value.is_array() || value.size() > kMaxDispositionCadences) throw refuse();
  std::vector<model::DispositionCadence> rules;
  for (const auto& item : value) {
    const auto id_of = [&](const char* key) {
      const auto it = item.find(key);
      if (it == item.end() || !it->is_number_integer() || it->get<long long>() < 1) throw refuse();
      return it->get<std::int64_t>();
    };
    if (!item.is_object()) throw refuse();
    const model::DispositionCadence rule{id_of("dispositionId"), id_of("cadenceId")};
    const bool repeated = std::any_of(rules.begin(), rules.end(), [&](const auto& r) {
      return r.disposition_id == rule.disposition_id;
    });
    if (repeated) throw refuse();
    rules.push_back(rule);
  }
  return rules;
}

WeekHours week_hours_of(const model::CampaignWeekHours& days) {
  WeekHours out;
  for (std::size_t i = 0; i < days.size(); ++i) {
    if (days[i]) out[i] = calling::DayHours{days[i]->open, days[i]->close};
  }
  return out;
}

model::CampaignWeekHours campaign_hours_of(const WeekHours& days) {
  model::CampaignWeekHours out;
  for (std::size_t i = 0; i < days.size(); ++i) {
    if (days[i]) out[i] = model::CampaignDayHours{days[i]->open, days[i]->close};
  }
  return out;
}

}  // namespace

calling::CallingWindow campaign_window(const calling::CallingRules& rules, std::string_view rule_state,
                                       const model::CampaignSettings& settings) {
  auto window = rules.window_for(rule_state);
  if (settings.calling_hours) window = calling::narrowed(window, week_hours_of(*settings.calling_hours));
  return window;
}

model::CampaignSettings campaign_settings_from_json(const json& stored) {
  model::CampaignSettings s;
  if (!stored.is_object()) return s;
  s.dial_mode = value_or(stored, "dialMode", s.dial_mode);
  s.lines_per_agent = value_or(stored, "linesPerAgent", s.lines_per_agent);
  s.dial_statuses = value_or(stored, "dialStatuses", s.dial_statuses);
  s.lead_order = value_or(stored, "leadOrder", s.lead_order);
  s.max_attempts = value_or(stored, "maxAttempts", s.max_attempts);
  s.max_attempts_per_24h = value_or(stored, "maxAttemptsPer24h", s.max_attempts_per_24h);
  if (const auto retry = stored.find("retryMinutes"); retry != stored.end() && retry->is_object()) {
    s.retry_minutes.no_answer = value_or(*retry, "noAnswer", s.retry_minutes.no_answer);
    s.retry_minutes.busy = value_or(*retry, "busy", s.retry_minutes.busy);
    s.retry_minutes.voicemail = value_or(*retry, "voicemail", s.retry_minutes.voicemail);
  }
  s.wrap_up_seconds = value_or(stored, "wrapUpSeconds", s.wrap_up_seconds);
  s.hopper_level = value_or(stored, "hopperLevel", s.hopper_level);
  // Campaigns saved before the automatic level keep the number they had; a new one is automatic.
  s.hopper_level_auto = value_or(stored, "hopperLevelAuto", !stored.contains("hopperLevel"));
  s.caller_id = value_or(stored, "callerId", s.caller_id);
  s.local_presence = value_or(stored, "localPresence", s.local_presence);
  s.machine_detection = value_or(stored, "machineDetection", s.machine_detection);
  s.record_calls = value_or(stored, "recordCalls", s.record_calls);
  s.script = value_or(stored, "script", s.script);
  if (const auto rules = stored.find("dispositionCadences"); rules != stored.end() && rules->is_array()) {
    for (const auto& rule : *rules) {
      if (!rule.is_object()) continue;
      s.disposition_cadences.push_back(
          {value_or(rule, "dispositionId", std::int64_t{0}), value_or(rule, "cadenceId", std::int64_t{0})});
    }
  }
  if (const auto hours = stored.find("callingHours"); hours != stored.end() && !hours->is_null()) {
    try {
      s.calling_hours = campaign_hours_of(week_hours_from(*hours, "callingHours"));
    } catch (const DomainError&) {
      // Unreadable hours dial nobody rather than the organization's wider window: never call when unsure.
      s.calling_hours = model::CampaignWeekHours{};
    }
  }
  return s;
}

json campaign_settings_json(const model::CampaignSettings& s) {
  return {{"dialMode", s.dial_mode},
          {"linesPerAgent", s.lines_per_agent},
          {"dialStatuses", s.dial_statuses},
          {"leadOrder", s.lead_order},
          {"maxAttempts", s.max_attempts},
          {"maxAttemptsPer24h", s.max_attempts_per_24h},
          {"retryMinutes",
           {{"noAnswer", s.retry_minutes.no_answer}, {"busy", s.retry_minutes.busy}, {"voicemail", s.retry_minutes.voicemail}}},
          {"wrapUpSeconds", s.wrap_up_seconds},
          {"hopperLevel", s.hopper_level},
          {"hopperLevelAuto", s.hopper_level_auto},
          {"callerId", s.caller_id},
          {"localPresence", s.local_presence},
          {"machineDetection", s.machine_detection},
          {"recordCalls", s.record_calls},
          {"script", s.script},
          {"dispositionCadences", disposition_cadences_json(s.disposition_cadences)},
          {"callingHours", s.calling_hours ? week_hours_json(week_hours_of(*s.calling_hours)) : json(nullptr)}};
}

void apply_campaign_settings(model::CampaignSettings& s, const json& body, std::string_view phone_region) {
  if (body.contains("dialMode")) {
    s.dial_mode = one_of(body, "dialMode", {"preview", "progressive", "power"}, "Dial mode must be preview, progressive or power");
  }
  if (body.contains("linesPerAgent")) s.lines_per_agent = whole(body, "linesPerAgent", 1, 3, "Lines per agent must be 1, 2 or 3");
  if (s.dial_mode != "power") s.lines_per_agent = 1;
  if (body.contains("dialStatuses")) {
    const auto& value = body.at("dialStatuses");
    const std::string message = "Statuses to dial must be a list of lead statuses, at least one";
    if (!value.is_array() || value.empty()) throw bad("dialStatuses", message);
    std::vector<std::string> statuses;
    for (const auto& item : value) {
      if (!item.is_string() || !is_lead_status(item.get<std::string>())) throw bad("dialStatuses", message);
      if (std::find(statuses.begin(), statuses.end(), item.get<std::string>()) == statuses.end()) {
        statuses.push_back(item.get<std::string>());
      }
    }
    s.dial_statuses = statuses;
  }
  if (body.contains("leadOrder")) {
    s.lead_order = one_of(body, "leadOrder", {"oldest_first", "newest_first", "fewest_attempts", "random"},
                          "Lead order must be oldest_first, newest_first, fewest_attempts or random");
  }
  if (body.contains("maxAttempts")) s.max_attempts = whole(body, "maxAttempts", 1, 100, "Max attempts must be between 1 and 100");
  if (body.contains("maxAttemptsPer24h")) {
    s.max_attempts_per_24h = whole(body, "maxAttemptsPer24h", 1, 50, "Max attempts in 24 hours must be between 1 and 50");
  }
  if (body.contains("retryMinutes")) {
    const auto& retry = body.at("retryMinutes");
    const std::string message = "Retry delays must be whole minutes from 2 to 43200 (30 days)";
    if (!retry.is_object()) throw bad("retryMinutes", message);
    for (const auto& [key, target] : {std::pair{"noAnswer", &s.retry_minutes.no_answer},
                                      std::pair{"busy", &s.retry_minutes.busy},
                                      std::pair{"voicemail", &s.retry_minutes.voicemail}}) {
      if (!retry.contains(key)) continue;
      const auto& minutes = retry.at(key);
      if (!minutes.is_number_integer() || minutes.get<long long>() < 2 || minutes.get<long long>() > 43200) {
        throw bad("retryMinutes", message);
      }
      *target = static_cast<int>(minutes.get<long long>());
    }
  }
  if (body.contains("wrapUpSeconds")) {
    s.wrap_up_seconds = whole(body, "wrapUpSeconds", 0, 600, "Wrap-up must be between 0 and 600 seconds");
  }
  if (body.contains("hopperLevel")) {
    s.hopper_level = whole(body, "hopperLevel", 1, 1000, "The hopper level must be between 1 and 1,000 leads");
    s.hopper_level_auto = false;  // a number set is the level, unless hopperLevelAuto says otherwise below
  }
  if (body.contains("hopperLevelAuto")) {
    const auto& value = body.at("hopperLevelAuto");
    if (!value.is_boolean()) throw bad("hopperLevelAuto", "hopperLevelAuto must be true or false");
    s.hopper_level_auto = value.get<bool>();
  }
  if (body.contains("callerId")) {
    const auto& value = body.at("callerId");
    if (!value.is_string()) throw bad("callerId", "Caller ID must be a phone number such as +12025550147");
    const auto typed = value.get<std::string>();
    if (typed.empty()) {
      s.caller_id.clear();
    } else {
      const auto e164 = phone::dialable_e164(typed, phone_region);
      if (e164.empty()) throw bad("callerId", "Caller ID must be a valid phone number such as +12025550147");
      s.caller_id = e164;
    }
  }
  if (body.contains("callingHours")) {
    const auto& value = body.at("callingHours");
    if (value.is_null()) {
      s.calling_hours.reset();
    } else {
      const auto days = week_hours_from(value, "callingHours");
      if (std::none_of(days.begin(), days.end(), [](const auto& day) { return day.has_value(); })) {
        throw bad("callingHours", "Give the campaign's calling hours at least one day");
      }
      s.calling_hours = campaign_hours_of(days);
    }
  }
  if (body.contains("localPresence")) s.local_presence = flag(body, "localPresence");
  if (body.contains("machineDetection")) s.machine_detection = flag(body, "machineDetection");
  if (body.contains("recordCalls")) s.record_calls = flag(body, "recordCalls");
  if (body.contains("script")) {
    const auto& value = body.at("script");
    if (!value.is_string() || value.get<std::string>().size() > kMaxScript) {
      throw bad("script", "The script must be text of at most 20,000 characters");
    }
    s.script = value.get<std::string>();
  }
  if (body.contains("dispositionCadences")) s.disposition_cadences = disposition_cadences_from(body.at("dispositionCadences"));
}

}  // namespace dialer::domain
