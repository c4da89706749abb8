#include "api/system_api.hpp"

#include <chrono>
#include <string>
#include <vector>

#include "api/event_stream_hub.hpp"
#include "api/json_io.hpp"
#include "dialer/iso_time.hpp"
#include "domain/system_checks.hpp"
#include "http/router.hpp"
#include "jobs/scheduler.hpp"

namespace dialer::api {
namespace {

json last_run_json(const std::optional<jobs::JobRun>& run) {
  if (!run) return nullptr;
  return {{"startedAt", iso8601_utc(run->started_at)},
          {"durationMs", run->duration.count()},
          {"outcome", run->ok ? "ok" : "failed"},
          {"message", run->message}};
}

json job_json(const jobs::JobStatus& job) {
  return {{"name", job.name},
          {"description", job.description},
          {"schedule", job.schedule},
          {"running", job.running},
          {"lastRun", last_run_json(job.last_run)},
          {"nextRunAt", job.next_run_at ? json(iso8601_utc(*job.next_run_at)) : json(nullptr)},
          {"runs", job.runs},
          {"failures", job.failures}};
}

// A job is late when its next run is this far behind: a scheduler busy for a moment is not a failure.
constexpr auto kLateAfter = std::chrono::minutes(2);

// Every job ran on time (and its last run did not fail).
domain::StatusCheck scheduler_check(const jobs::Scheduler& scheduler, Clock::time_point now) {
  std::vector<std::string> late;
  std::vector<std::string> failed;
  for (const auto& job : scheduler.jobs()) {
    if (job.next_run_at && *job.next_run_at + kLateAfter < now) late.push_back(job.name);
    if (job.last_run && !job.last_run->ok) failed.push_back(job.name);
  }
  const auto names = [](const std::vector<std::string>& list) {
    std::string text;
    for (const auto& name : list) text += (text.empty() ? "" : ", ") + name;
    return text;
  };
  if (!late.empty()) return {"scheduler", "Background jobs", "error", "Not run on time: " + names(late)};
  if (!failed.empty()) return {"scheduler", "Background jobs", "warning", "The last run failed: " + names(failed)};
  return {"scheduler", "Background jobs", "ok", "Every job ran on time"};
}

domain::StatusCheck events_check(const EventStreamHub& hub) {
  const auto open = hub.stream_count();
  return {"events", "Live updates", "ok",
          open == 0 ? "Running; no screen is listening now"
                    : "Running; " + std::to_string(open) + (open == 1 ? " screen listening" : " screens listening")};
}

json check_json(const domain::StatusCheck& check) {
  return {{"key", check.key}, {"label", check.label}, {"state", check.state}, {"sentence", check.sentence}};
}

}  // namespace

void register_system_routes(http::Router& router, const jobs::Scheduler& scheduler, domain::SystemChecks& checks,
                            const EventStreamHub& event_hub, const Clock& clock) {
  // The jobs serve every organization of this server; their messages say counts, never whose.
  router.add("GET", "/api/v1/system/jobs", http::Access::kAdmin, [&scheduler](http::ApiRequest&) {
    json list = json::array();
    for (const auto& job : scheduler.jobs()) list.push_back(job_json(job));
    return json_response(200, {{"jobs", list}});
  });
  // The organization's own services beside the server's: "All systems operational" only when none fails or warns
  // (a service not set up is neither).
  router.add("GET", "/api/v1/system/status", http::Access::kAdmin,
             [&scheduler, &checks, &event_hub, &clock](http::ApiRequest& req) {
               const auto& caller = req.signed_in();
               const std::vector<domain::StatusCheck> all{
                   checks.database(),          scheduler_check(scheduler, clock.now()), events_check(event_hub),
                   checks.twilio(caller),      checks.gohighlevel(caller),             checks.email(caller)};
               json list = json::array();
               int attention = 0;
               for (const auto& check : all) {
                 list.push_back(check_json(check));
                 if (check.state == "error" || check.state == "warning") ++attention;
               }
               const std::string sentence =
                   attention == 0 ? "All systems operational"
                                  : std::to_string(attention) + (attention == 1 ? " check needs" : " checks need") + " attention";
               return json_response(200, {{"operational", attention == 0},
                                          {"sentence", sentence},
                                          {"checkedAt", iso8601_utc(clock.now())},
                                          {"checks", list}});
             });
}

}  // namespace dialer::api
