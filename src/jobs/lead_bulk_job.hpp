#pragma once
// The runner of bulk lead actions (domain/lead_bulk_actions.hpp): woken when one is started, and once a
// minute (and at start) so that a job a restart interrupted carries on.
#include "jobs/job.hpp"

namespace dialer::domain {
class LeadBulkActions;
}

namespace dialer::jobs {

inline constexpr const char* kLeadBulkJob = "lead-bulk-actions";

JobSpec lead_bulk_job(domain::LeadBulkActions& actions);

}  // namespace dialer::jobs
