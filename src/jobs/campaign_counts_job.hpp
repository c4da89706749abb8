#pragma once
// Counts each running campaign's leads that may be called now, once a minute and when a campaign starts, for the
// overview and the wallboard (docs/api.md, "Overview").
#include "jobs/job.hpp"

namespace dialer::domain {
class DialableLeadCounts;
}

namespace dialer::jobs {

inline constexpr const char* kCampaignCountsJob = "campaign-counts";

JobSpec campaign_counts_job(domain::DialableLeadCounts& counts);

}  // namespace dialer::jobs
