#include "jobs/callbacks_due_job.hpp"

#include <chrono>
#include <string>

#include "domain/callbacks.hpp"

namespace dialer::jobs {

JobSpec callbacks_due_job(domain::Callbacks& callbacks) {
  JobSpec spec;
  spec.name = kCallbacksDueJob;
  spec.description = "Puts the callbacks whose time has come into their campaign's hopper at priority 50, mine-only "
                     "ones for their agent alone";
  spec.schedule = Schedule::every(std::chrono::seconds(30));
  spec.run = [&callbacks](JobContext&) -> std::string {
    const int queued = callbacks.queue_due();
    return queued > 0 ? std::to_string(queued) + " callback(s) came due" : "No callback came due";
  };
  return spec;
}

}  // namespace dialer::jobs
