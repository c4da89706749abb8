#include "jobs/campaign_counts_job.hpp"

#include <chrono>
#include <string>

#include "domain/dialable_lead_counts.hpp"

namespace dialer::jobs {

JobSpec campaign_counts_job(domain::DialableLeadCounts& counts) {
  JobSpec spec;
  spec.name = kCampaignCountsJob;
  spec.description = "Counts each running campaign's leads that may be called now, for the overview and the wallboard";
  spec.schedule = Schedule::every(std::chrono::minutes(1));
  spec.run = [&counts](JobContext& context) -> std::string {
    const int counted = counts.count_all([&context] { return context.stopping(); });
    return "Counted the dialable leads of " + std::to_string(counted) + " running campaign(s)";
  };
  return spec;
}

}  // namespace dialer::jobs
