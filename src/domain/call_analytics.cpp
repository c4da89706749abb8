#include "domain/call_analytics.hpp"

#include <algorithm>

#include "calling/local_days.hpp"
#include "db/call_outcome_store.hpp"
#include "db/call_rollup_store.hpp"
#include "db/call_store.hpp"
#include "db/database.hpp"
#include "db/disposition_store.hpp"
#include "db/prepared.hpp"
#include "domain/domain_error.hpp"

namespace dialer::domain {
namespace {

constexpr std::int64_t kHourMs = 3'600'000;

std::int64_t floor_div(std::int64_t a, std::int64_t b) { return a / b - (a % b != 0 && (a < 0) != (b < 0)); }

std::map<std::int64_t, std::string> names(SQLite::Database& db, const char* sql, std::int64_t organization_id) {
  db::Prepared s(db, sql);
  s.bind(1, organization_id);
  std::map<std::int64_t, std::string> out;
  while (s.executeStep()) out[s.getColumn(0).getInt64()] = s.getColumn(1).getString();
  return out;
}

std::vector<NamedTotals> ranked(const std::map<std::int64_t, model::CallCounts>& totals, const std::map<std::int64_t, std::string>& names,
                                const std::string& none) {
  std::vector<NamedTotals> out;
  for (const auto& [id, t] : totals) {
    const auto name = names.find(id);
    out.push_back({id, id == 0 ? none : name != names.end() ? name->second : "#" + std::to_string(id), t});
  }
  std::sort(out.begin(), out.end(), [](const NamedTotals& a, const NamedTotals& b) {
    return a.totals.calls != b.totals.calls ? a.totals.calls > b.totals.calls : a.id < b.id;
  });
  return out;
}

// Each disposition's calls in the range, named by the organization's dispositions, most first.
std::vector<OutcomeTotal> outcome_totals(SQLite::Database& db, std::int64_t organization_id, const CallAnalyticsReport& r,
                                         std::optional<std::int64_t> campaign_id, std::optional<std::int64_t> agent_id) {
  const auto calls = db::outcome_totals(db, organization_id, r.from_hour, r.to_hour, campaign_id, agent_id);
  std::vector<OutcomeTotal> out;
  if (calls.empty()) return out;
  std::map<std::string, std::pair<std::string, std::string>> named;
  for (const auto& d : db::list_dispositions(db, organization_id)) named[d.code] = {d.fields.label, d.fields.emoji};
  for (const auto& [code, n] : calls) {
    const auto name = named.find(code);
    out.push_back({code, name != named.end() ? name->second.first : code, name != named.end() ? name->second.second : "", n});
  }
  std::sort(out.begin(), out.end(), [](const OutcomeTotal& a, const OutcomeTotal& b) {
    return a.calls != b.calls ? a.calls > b.calls : a.label < b.label;
  });
  return out;
}

}  // namespace

std::vector<DayCounts> per_local_day(const CallAnalyticsReport& r, const std::string& zone) {
  const auto days = calling::local_days(zone, r.from_hour, r.to_hour);
  if (!days) {
    throw DomainError::invalid("validation_error", "This server does not know the time zone " + zone,
                               {{"tz", "Use an IANA time zone such as America/New_York"}});
  }
  std::vector<DayCounts> out;
  out.reserve(days->size());
  for (const auto& day : *days) out.push_back({day.date, day.first_hour, {}});
  std::size_t d = 0;
  for (const auto& [hour, counts] : r.hours) {
    while (d + 1 < out.size() && out[d + 1].first_hour <= hour) ++d;
    out[d].counts += counts;
  }
  return out;
}

bool possibly_spam_labelled(const NumberFigures& f) {
  constexpr std::int64_t kEnoughToday = 20, kEnoughWeek = 50;
  if (f.calls_today < kEnoughToday || f.calls_week < kEnoughWeek || f.answered_week == 0) return false;
  // today / calls_today < (week / calls_week) / 2, without division.
  return 2 * f.answered_today * f.calls_week < f.answered_week * f.calls_today;
}

CallAnalyticsReport CallAnalytics::report(const auth::Caller& caller, std::int64_t from_ms, std::int64_t to_ms,
                                          std::optional<std::int64_t> campaign_id, std::optional<std::int64_t> agent_id) {
  return scan(caller, from_ms, to_ms, campaign_id, agent_id, true);
}

CallAnalyticsReport CallAnalytics::hours(const auth::Caller& caller, std::int64_t from_ms, std::int64_t to_ms) {
  return scan(caller, from_ms, to_ms, std::nullopt, std::nullopt, false);
}

CallAnalyticsReport CallAnalytics::scan(const auth::Caller& caller, std::int64_t from_ms, std::int64_t to_ms,
                                        std::optional<std::int64_t> campaign_id, std::optional<std::int64_t> agent_id,
                                        bool breakdowns) {
  CallAnalyticsReport r;
  r.from_hour = floor_div(from_ms, kHourMs);
  r.to_hour = floor_div(to_ms + kHourMs - 1, kHourMs);
  if (r.to_hour <= r.from_hour) {
    throw DomainError::invalid("validation_error", "The range must end after it starts", {{"to", "Must be after from"}});
  }
  if (r.to_hour - r.from_hour > kMostHours) {
    throw DomainError::invalid("validation_error", "The range can be at most 400 days", {{"from", "At most 400 days"}});
  }
  std::vector<model::CallCounts> by_hour(static_cast<std::size_t>(r.to_hour - r.from_hour));
  std::map<std::int64_t, model::CallCounts> by_campaign, by_agent;
  std::map<std::int64_t, std::string> campaign_names, agent_names;
  database_.read([&](SQLite::Database& db) {
    SQLite::Transaction one_snapshot(db);  // every figure of the answer as of one moment
    if (agent_id || campaign_id) {
      // One agent's or one campaign's figures from the hourly rows, which hold them apart.
      db::for_each_call_hour_count(db, caller.organization_id, r.from_hour, r.to_hour, [&](const model::CallHourCounts& c) {
        if ((campaign_id && c.campaign_id != *campaign_id) || (agent_id && c.agent_id != *agent_id)) return;
        r.totals += c.counts;
        by_hour[static_cast<std::size_t>(c.hour - r.from_hour)] += c.counts;
        by_campaign[c.campaign_id] += c.counts;
        by_agent[c.agent_id] += c.counts;
      });
    } else {
      // The organization's hours from a row per hour; its campaigns and agents from a row per day, campaign and agent.
      db::for_each_organization_hour_count(db, caller.organization_id, r.from_hour, r.to_hour,
                                           [&](const model::CallHourCounts& c) {
                                             r.totals += c.counts;
                                             by_hour[static_cast<std::size_t>(c.hour - r.from_hour)] += c.counts;
                                           });
      if (!breakdowns) return;
      db::for_each_agent_count(db, caller.organization_id, r.from_hour, r.to_hour, [&](const model::CallHourCounts& c) {
        by_campaign[c.campaign_id] += c.counts;
        by_agent[c.agent_id] += c.counts;
      });
    }
    if (!breakdowns) return;
    campaign_names = names(db, "SELECT id, name FROM campaigns WHERE organization_id = ?", caller.organization_id);
    agent_names = names(db, "SELECT id, trim(first_name || ' ' || last_name) FROM users WHERE organization_id = ?",
                        caller.organization_id);
    r.outcomes = outcome_totals(db, caller.organization_id, r, campaign_id, agent_id);
    one_snapshot.commit();
  });
  r.hours.reserve(by_hour.size());
  for (std::size_t i = 0; i < by_hour.size(); ++i) r.hours.emplace_back(r.from_hour + static_cast<std::int64_t>(i), by_hour[i]);
  r.campaigns = ranked(by_campaign, campaign_names, "No campaign");
  r.agents = ranked(by_agent, agent_names, "No agent");
  return r;
}

AbandonFigures CallAnalytics::abandon_figures(const auth::Caller& caller, int days) {
  const std::int64_t this_hour_end = floor_div(unix_ms(clock_.now()), kHourMs) + 1;
  const auto counts = database_.read([&](SQLite::Database& db) {
    return db::abandon_counts(db, caller.organization_id, std::nullopt, this_hour_end - std::int64_t{days} * 24);
  });
  return {counts.human, counts.abandoned};
}

std::map<std::string, NumberFigures> CallAnalytics::number_figures(const auth::Caller& caller,
                                                                  std::optional<std::int64_t> today_from_ms) {
  const std::int64_t now_ms = unix_ms(clock_.now());
  const std::int64_t today = floor_div(today_from_ms.value_or(now_ms - now_ms % (24 * kHourMs)), kHourMs);
  const std::int64_t now_hour = floor_div(now_ms, kHourMs) + 1;
  std::map<std::string, NumberFigures> out;
  database_.read([&](SQLite::Database& db) {
    for (const auto& n : db::number_counts(db, caller.organization_id, today, std::max(now_hour, today + 1))) {
      out[n.from_number].calls_today = n.calls;
      out[n.from_number].answered_today = n.answered;
    }
    for (const auto& n : db::number_counts(db, caller.organization_id, today - 7 * 24, today)) {
      out[n.from_number].calls_week = n.calls;
      out[n.from_number].answered_week = n.answered;
    }
  });
  for (auto& [number, figures] : out) figures.possibly_spam_labelled = possibly_spam_labelled(figures);
  return out;
}

}  // namespace dialer::domain
