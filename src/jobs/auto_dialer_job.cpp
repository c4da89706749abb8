#include "jobs/auto_dialer_job.hpp"

#include <chrono>
#include <string>

#include "domain/auto_dialer.hpp"

namespace dialer::jobs {

JobSpec auto_dialer_job(domain::AutoDialer& dialer) {
  JobSpec spec;
  spec.name = kAutoDialerJob;
  spec.description = "Places the calls of progressive and power campaigns for their waiting agents, within the "
                     "Twilio account's calls per second";
  spec.schedule = Schedule::every(std::chrono::seconds(1));
  spec.run = [&dialer](JobContext& context) -> std::string {
    const auto pass = dialer.run();
    // Held back by calls per second: look again as soon as the next call may go.
    if (pass.again_at) context.run_next_at(*pass.again_at);
    return pass.placed > 0 ? std::to_string(pass.placed) + " call(s) placed" : "";
  };
  return spec;
}

}  // namespace dialer::jobs
