#include "domain/call_checks.hpp"

#include <cstdio>

#include "db/call_check_store.hpp"

namespace dialer::domain {
namespace {

std::string clock_time(int minutes) {
  char text[8];
  std::snprintf(text, sizeof text, "%02d:%02d", minutes / 60 % 100, minutes % 60);
  return text;
}

}  // namespace

void record_call_check(SQLite::Database& db, const model::Call& call, const std::optional<CallEvidence>& evidence,
                       std::int64_t now_ms) {
  if (!evidence || !call.campaign_id) return;
  model::CallCheck row;
  row.call_id = call.id;
  row.organization_id = call.organization_id;
  row.campaign_id = *call.campaign_id;
  row.checked_at = now_ms;
  for (const auto& zone : evidence->local_times) {
    if (!row.lead_local.empty()) row.lead_local += "; ";
    row.lead_local += zone.local + " " + zone.zone;
  }
  if (evidence->window_today) {
    row.window_hours = clock_time(evidence->window_today->open) + "-" + clock_time(evidence->window_today->close);
  }
  row.rule_state = evidence->rule_state;
  row.inside_window = evidence->inside_window;
  row.attempts_before = evidence->attempts.attempts;
  row.attempts_24h_before = evidence->attempts.in_24h;
  row.max_attempts = evidence->attempts.max_attempts;
  row.max_per_24h = evidence->attempts.max_per_24h;
  row.within_limits = evidence->attempts.within();
  db::insert_call_check(db, row);
}

}  // namespace dialer::domain
