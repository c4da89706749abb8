#include "api/system_api.hpp"

#include "api/json_io.hpp"
#include "dialer/iso_time.hpp"
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

}  // namespace

void register_system_routes(http::Router& router, const jobs::Scheduler& scheduler) {
  // The jobs serve every organization of this server; their messages say counts, never whose.
  router.add("GET", "/api/v1/system/jobs", http::Access::kAdmin, [&scheduler](http::ApiRequest&) {
    json list = json::array();
    for (const auto& job : scheduler.jobs()) list.push_back(job_json(job));
    return json_response(200, {{"jobs", list}});
  });
}

}  // namespace dialer::api
