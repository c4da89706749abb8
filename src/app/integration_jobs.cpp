#include "app/integration_jobs.hpp"

#include <algorithm>

#include "dialer/api_error.hpp"
#include "domain/gohighlevel.hpp"
#include "domain/integration_log.hpp"

namespace dialer {
namespace {

constexpr std::chrono::hours kPruneEvery{1};

}  // namespace

IntegrationJobs::IntegrationJobs(domain::GoHighLevelService& gohighlevel, domain::IntegrationLog& log, Logger& logger,
                                 std::chrono::seconds sync_interval)
    : gohighlevel_(gohighlevel), log_(log), logger_(logger), sync_interval_(sync_interval) {}

IntegrationJobs::~IntegrationJobs() { stop(); }

void IntegrationJobs::start() {
  std::lock_guard lock(join_mutex_);
  if (!thread_.joinable()) thread_ = std::thread([this] { run(); });
}

void IntegrationJobs::request_stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  gohighlevel_.stop();
}

void IntegrationJobs::stop() {
  request_stop();
  std::lock_guard lock(join_mutex_);
  if (thread_.joinable()) thread_.join();
}

void IntegrationJobs::run() {
  // Looks for due syncs often enough that an organization is synced within a minute of its interval.
  const auto tick = std::clamp(sync_interval_ / 15, std::chrono::seconds(1), std::chrono::seconds(60));
  auto next_prune = std::chrono::steady_clock::now();
  std::unique_lock lock(mutex_);
  while (!stopping_) {
    lock.unlock();
    if (std::chrono::steady_clock::now() >= next_prune) {
      prune_log();
      next_prune = std::chrono::steady_clock::now() + kPruneEvery;
    }
    sync_due_organizations();
    lock.lock();
    wake_.wait_for(lock, tick, [this] { return stopping_; });
  }
}

void IntegrationJobs::sync_due_organizations() {
  try {
    for (const auto organization_id : gohighlevel_.due_for_sync(std::chrono::system_clock::now(), sync_interval_)) {
      {
        std::lock_guard lock(mutex_);
        if (stopping_) return;
      }
      try {
        gohighlevel_.sync(organization_id, "scheduled");
      } catch (const ApiError& e) {
        // The integration log already has the reason for the organization to see; 409 means a manual
        // sync is running right now.
        if (e.status() != 409) {
          logger_.info("scheduled GoHighLevel sync failed",
                       {{"organization", std::to_string(organization_id)}, {"reason", e.what()}});
        }
      }
    }
  } catch (const std::exception& e) {
    logger_.error(std::string("scheduled GoHighLevel sync: ") + e.what());
  }
}

void IntegrationJobs::prune_log() {
  try {
    const int removed = log_.prune(std::chrono::system_clock::now());
    if (removed > 0) logger_.info("pruned integration log entries older than 90 days", {{"removed", std::to_string(removed)}});
  } catch (const std::exception& e) {
    logger_.error(std::string("pruning the integration log: ") + e.what());
  }
}

}  // namespace dialer
