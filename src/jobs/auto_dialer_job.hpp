#pragma once
// The dialer of progressive and power campaigns: every second, and at once whenever something changes (an agent
// waiting, a call ending), places the calls the waiting agents can take.
#include "jobs/job.hpp"

namespace dialer::domain {
class AutoDialer;
}

namespace dialer::jobs {

inline constexpr const char* kAutoDialerJob = "auto-dialer";

JobSpec auto_dialer_job(domain::AutoDialer& dialer);

}  // namespace dialer::jobs
