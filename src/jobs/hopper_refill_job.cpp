#include "jobs/hopper_refill_job.hpp"

#include <chrono>
#include <string>

#include "domain/hopper.hpp"

namespace dialer::jobs {

JobSpec hopper_refill_job(domain::Hopper& hopper) {
  JobSpec spec;
  spec.name = kHopperRefillJob;
  spec.description = "Fills each active campaign's hopper with leads that may be called now, from its lead lists";
  spec.schedule = Schedule::every(std::chrono::seconds(30));
  spec.run = [&hopper](JobContext& context) -> std::string {
    const int added = hopper.refill_all([&context] { return context.stopping(); });
    return added > 0 ? "Added " + std::to_string(added) + " lead(s) to the hoppers" : "";
  };
  return spec;
}

}  // namespace dialer::jobs
