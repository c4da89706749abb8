#pragma once
// The GoHighLevel integration of an organization: its settings (the API key is write-only), the
// connection test and the lead sync that pages through the location's contacts into the list "GoHighLevel".
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "model/integration.hpp"
#include "dialer/clock.hpp"
#include "domain/integration_log.hpp"
#include "domain/lead_writes.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

inline constexpr const char* kGoHighLevel = "gohighlevel";
inline constexpr const char* kGoHighLevelListName = "GoHighLevel";

struct GoHighLevelSettingsInput {
  std::optional<std::string> api_key;  // absent, "" or a mask: keep the stored key
  std::optional<std::string> location_id;
  std::optional<bool> enabled;
  std::optional<bool> sync_leads;
  std::optional<bool> sync_contacts;
  std::optional<bool> auto_create_campaigns;
};

struct SyncResult {
  std::int64_t created = 0;
  std::int64_t updated = 0;
  std::int64_t skipped = 0;
  std::int64_t pages = 0;
  std::string finished_at;
};

struct GoHighLevelOptions {
  std::string base_url;
  std::chrono::milliseconds timeout{std::chrono::seconds(10)};
  int page_limit = 100;
};

class GoHighLevelService {
 public:
  // Contacts are written as leads through `leads`; saves, tests and syncs are recorded in `log`; clock: the
  // times stored with the settings.
  GoHighLevelService(db::Database& database, LeadWrites& leads, IntegrationLog& log, GoHighLevelOptions options,
                     const Clock& clock);

  // The stored settings, or the defaults when none were saved.
  model::Integration settings(const auth::Caller& caller);
  // Throws DomainError (invalid) for invalid settings.
  model::Integration save(const auth::Caller& caller, const GoHighLevelSettingsInput& input);
  // Asks GoHighLevel for the location with the given (else the stored) key and location; returns its name.
  // Throws DomainError invalid when there is nothing to test, upstream_failed when the call fails.
  std::string test(const auth::Caller& caller, std::optional<std::string> api_key,
                   std::optional<std::string> location_id);
  // Pages through the location's contacts and upserts them as leads. Throws DomainError invalid when not set
  // up, conflict when a sync of this organization is already running, upstream_failed when GoHighLevel fails.
  SyncResult sync(std::int64_t organization_id, const std::string& trigger);
  // Organizations whose enabled lead sync last ran longer than `interval` ago.
  std::vector<std::int64_t> due_for_sync(std::chrono::system_clock::time_point now, std::chrono::seconds interval);
  // Shutting down: back-off waits end at once and the running syncs stop after their current request.
  void stop();

 private:
  // Sleeps unless stop() was called; returns false when stopping.
  bool wait(std::chrono::seconds delay);
  bool stopping();
  // Records the outcome: the log entry always; the status only when the settings synced are still the
  // stored ones and the sync was not cut short by a shutdown.
  void finish_sync(const model::Integration& synced, bool interrupted, const std::string& status,
                   const std::optional<std::string>& error, const SyncResult& result, const std::string& message);

  db::Database& database_;
  LeadWrites& leads_;
  IntegrationLog& log_;
  GoHighLevelOptions options_;
  const Clock& clock_;

  std::mutex mutex_;
  std::condition_variable stop_cv_;
  bool stopping_ = false;
  std::set<std::int64_t> syncing_;  // organizations with a sync in progress
};

}  // namespace dialer::domain
