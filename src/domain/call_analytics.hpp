#pragma once
// Call analytics (docs/api.md, "Calls"): calls per hour, answer, contact and conversion rates, talk time and
// abandons, per campaign and per agent, and each caller ID's figures — read from the hourly counts kept as calls
// change (migration 0030), never from the calls themselves.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "model/call.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

struct NamedTotals {
  std::int64_t id = 0;  // 0: no campaign / no agent
  std::string name;
  model::CallCounts totals;
};

// The calls given one disposition; a disposition since deleted keeps its code as its label.
struct OutcomeTotal {
  std::string code;
  std::string label;
  std::string emoji;
  std::int64_t calls = 0;
};

struct CallAnalyticsReport {
  std::int64_t from_hour = 0;  // [from_hour, to_hour), Unix seconds / 3600
  std::int64_t to_hour = 0;
  model::CallCounts totals;
  std::vector<std::pair<std::int64_t, model::CallCounts>> hours;  // every hour of the range, in order
  std::vector<NamedTotals> campaigns;                      // most calls first
  std::vector<NamedTotals> agents;
  std::vector<OutcomeTotal> outcomes;  // most calls first
};

// The calls of one day of the viewer's time zone.
struct DayCounts {
  std::string date;             // "2026-11-25"
  std::int64_t first_hour = 0;  // Unix seconds / 3600 of its first hour in the range
  model::CallCounts counts;
};

// The report's hours summed per day of `zone` (calling/local_days: an hour counts for the day it starts in);
// throws DomainError invalid for a zone this box does not know.
std::vector<DayCounts> per_local_day(const CallAnalyticsReport& report, const std::string& zone);

// A caller ID's calls and answers today and over the 7 days before, and whether its answer rate collapsed.
struct NumberFigures {
  std::int64_t calls_today = 0;
  std::int64_t answered_today = 0;
  std::int64_t calls_week = 0;
  std::int64_t answered_week = 0;
  bool possibly_spam_labelled = false;
};

// A number is flagged when today's answer rate, over enough calls, is under half its 7-day rate.
bool possibly_spam_labelled(const NumberFigures& figures);

// The 3 % rule's counts: calls a person answered, and those of them no agent took.
struct AbandonFigures {
  std::int64_t answered_by_person = 0;
  std::int64_t abandoned = 0;
};

class CallAnalytics {
 public:
  static constexpr std::int64_t kMostHours = 24 * 400;

  CallAnalytics(db::Database& database, const Clock& clock) : database_(database), clock_(clock) {}

  // Hours [from_ms, to_ms) rounded out to whole hours, of one campaign and one agent when given; throws
  // DomainError invalid for an empty or too long range.
  CallAnalyticsReport report(const auth::Caller& caller, std::int64_t from_ms, std::int64_t to_ms,
                             std::optional<std::int64_t> campaign_id = std::nullopt,
                             std::optional<std::int64_t> agent_id = std::nullopt);
  // Only the totals and hours of [from_ms, to_ms) (the overview's span before its range, drawn as a line).
  CallAnalyticsReport hours(const auth::Caller& caller, std::int64_t from_ms, std::int64_t to_ms);
  // The organization's calls placed in the `days` days up to the end of the current hour.
  AbandonFigures abandon_figures(const auth::Caller& caller, int days);
  // Per caller ID (E.164); `today_from_ms`: where "today" starts for the person asking (none: UTC midnight).
  std::map<std::string, NumberFigures> number_figures(const auth::Caller& caller, std::optional<std::int64_t> today_from_ms);

 private:
  // `breakdowns`: also per campaign, per agent and per outcome.
  CallAnalyticsReport scan(const auth::Caller& caller, std::int64_t from_ms, std::int64_t to_ms,
                           std::optional<std::int64_t> campaign_id, std::optional<std::int64_t> agent_id, bool breakdowns);

  db::Database& database_;
  const Clock& clock_;
};

}  // namespace dialer::domain
