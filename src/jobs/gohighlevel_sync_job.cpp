#include "jobs/gohighlevel_sync_job.hpp"

#include <algorithm>
#include <string>

#include "domain/domain_error.hpp"
#include "domain/gohighlevel.hpp"

namespace dialer::jobs {

JobSpec gohighlevel_sync_job(domain::GoHighLevelService& gohighlevel, const Clock& clock, Logger& logger,
                             std::chrono::seconds sync_interval) {
  // Looks for due organizations often enough that each is synced within a minute of its interval.
  const auto look_every =
      std::clamp<std::chrono::seconds>(sync_interval / 15, std::chrono::seconds(1), std::chrono::seconds(60));
  JobSpec spec;
  spec.name = kGoHighLevelSyncJob;
  spec.description =
      "Syncs GoHighLevel contacts into the leads of every organization with the integration and "
      "Sync Leads on, each organization every " +
      describe_duration(sync_interval);
  spec.schedule = Schedule::every(look_every);
  spec.run = [&gohighlevel, &clock, &logger, sync_interval](JobContext& context) -> std::string {
    int synced = 0;
    int failed = 0;
    for (const auto organization_id : gohighlevel.due_for_sync(clock.now(), sync_interval)) {
      if (context.stopping()) break;
      try {
        gohighlevel.sync(organization_id, "scheduled");
        ++synced;
      } catch (const domain::DomainError& e) {
        // A conflict: a manual sync of this organization is running right now, which is as good. Other reasons are
        // in the organization's integration log for its admins; a sync cut short by the stop is not a failure.
        if (e.failure() == domain::Failure::kConflict || context.stopping()) continue;
        ++failed;
        logger.info("scheduled GoHighLevel sync failed",
                    {{"organization", std::to_string(organization_id)}, {"reason", e.what()}});
      }
    }
    // Every organization's admins see this message: it tells how the run went, not how many others use it.
    if (context.stopping()) return "Stopped: the server is shutting down";
    if (synced == 0 && failed == 0) return "No organization due for a sync";
    if (failed > 0) return "Some syncs failed; each organization's integration log says why";
    return "Every organization due was synced";
  };
  // A sync waits for GoHighLevel's answers: this ends its back-off waits and requests at once.
  spec.on_stop = [&gohighlevel] { gohighlevel.stop(); };
  return spec;
}

}  // namespace dialer::jobs
