#include "jobs/consent_purge_job.hpp"

#include <chrono>
#include <string>

#include "domain/consent_ledger.hpp"

namespace dialer::jobs {

JobSpec consent_purge_job(domain::ConsentPurge& purge, Logger& logger) {
  JobSpec spec;
  spec.name = kConsentPurgeJob;
  spec.description =
      "Removes a lead's consent records six months after the relationship ended (an opt-out, or the lead deleted)";
  spec.schedule = Schedule::every(std::chrono::hours(24));
  spec.run = [&purge, &logger](JobContext&) -> std::string {
    const auto result = purge.run();
    if (result.records == 0) return "No relationship ended long enough ago";
    // The log keeps that the records went, and how many, never whose.
    logger.info("purged " + std::to_string(result.records) + " consent records of " + std::to_string(result.ledgers) +
                    " leads whose relationship ended before " + result.ended_before + " (kept six months)",
                {{"records", std::to_string(result.records)},
                 {"leads", std::to_string(result.ledgers)},
                 {"endedBefore", result.ended_before}});
    return "Removed the consent records of " + std::to_string(result.ledgers) +
           (result.ledgers == 1 ? " lead" : " leads") + " whose relationship ended before " +
           result.ended_before.substr(0, 10);
  };
  return spec;
}

}  // namespace dialer::jobs
