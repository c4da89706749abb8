#pragma once
// Removes the consent ledgers of relationships that ended more than six months ago, daily.
#include "jobs/job.hpp"
#include "log/logger.hpp"

namespace dialer::domain {
class ConsentPurge;
}

namespace dialer::jobs {

inline constexpr const char* kConsentPurgeJob = "consent-purge";

JobSpec consent_purge_job(domain::ConsentPurge& purge, Logger& logger);

}  // namespace dialer::jobs
