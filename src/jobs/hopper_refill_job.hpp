#pragma once
// Keeps every active campaign's hopper filled with leads that may be called now, every 30 seconds and when a
// campaign starts (docs/dialer.md, "The hopper").
#include "jobs/job.hpp"

namespace dialer::domain {
class Hopper;
}

namespace dialer::jobs {

inline constexpr const char* kHopperRefillJob = "hopper-refill";

JobSpec hopper_refill_job(domain::Hopper& hopper);

}  // namespace dialer::jobs
