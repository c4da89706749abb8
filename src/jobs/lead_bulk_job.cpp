#include "jobs/lead_bulk_job.hpp"

#include <chrono>
#include <string>

#include "domain/lead_bulk_actions.hpp"

namespace dialer::jobs {

JobSpec lead_bulk_job(domain::LeadBulkActions& actions) {
  JobSpec spec;
  spec.name = kLeadBulkJob;
  spec.description = "Runs the bulk actions started on the leads screen (set status, move to a list, delete, add to do-not-call, enroll in a cadence)";
  spec.schedule = Schedule::every(std::chrono::minutes(1));
  spec.run = [&actions](JobContext& context) {
    return actions.run_waiting([&context] { return context.stopping(); });
  };
  return spec;
}

}  // namespace dialer::jobs
