#pragma once
// The background work of the integrations, on one thread: the GoHighLevel lead sync of every organization
// that has it turned on (every `sync_interval`) and the pruning of integration log entries past 90 days.
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "log/logger.hpp"

namespace dialer::domain {
class GoHighLevelService;
class IntegrationLog;
}

namespace dialer {

class IntegrationJobs {
 public:
  IntegrationJobs(domain::GoHighLevelService& gohighlevel, domain::IntegrationLog& log, Logger& logger,
                  std::chrono::seconds sync_interval);
  ~IntegrationJobs();  // stops

  void start();
  // Asks the thread to end: back-off waits end at once, a running request is cut short at its next chunk
  // (or its timeout). Does not wait; callable from any thread, e.g. the one that waits for signals.
  void request_stop();
  // request_stop() and waits for the thread to end. Safe to call from several threads at once.
  void stop();

 private:
  void run();
  void sync_due_organizations();
  void prune_log();

  domain::GoHighLevelService& gohighlevel_;
  domain::IntegrationLog& log_;
  Logger& logger_;
  std::chrono::seconds sync_interval_;

  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  std::mutex join_mutex_;  // two stop() calls must not join the same thread at once
  std::thread thread_;
};

}  // namespace dialer
