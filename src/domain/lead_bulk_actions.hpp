#pragma once
// Bulk actions on leads — set a status, move to a list, delete, add to do-not-call — on chosen leads or on every lead a filter
// selects. Starting one only records it (it answers at once, whatever the count); the scheduler then runs it
// a batch per write, so creates and imports keep going beside a change of a million leads, and a restart
// resumes it where it stopped. Each lead is written through LeadWrites (counts, search, history, events).
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "model/lead_bulk_job.hpp"
#include "domain/background_work.hpp"

namespace dialer::db {
class Database;
}

namespace dialer::domain {

class Cadences;
class DoNotCall;
class LeadWrites;

struct LeadBulkRequest {
  std::string action;                                // set_status | move_to_list | delete | add_to_dnc | enroll_in_cadence
  std::optional<std::int64_t> cadence_id;            // enroll_in_cadence
  std::optional<std::string> status;                 // set_status
  std::optional<std::optional<std::int64_t>> list_id;  // move_to_list: a list, or nullopt inside for "no list"
  // The leads: these ids, or (when empty) every lead the filter selects when the job starts.
  std::vector<std::int64_t> ids;
  bool by_filter = false;
  std::string search;
  std::optional<std::string> filter_status;
  std::optional<std::int64_t> filter_list_id;  // 0: leads in no list
};

class LeadBulkActions {
 public:
  static constexpr std::size_t kMaxIds = 1000;  // more than a few pages of ticked rows: a filter says it better
  // A write takes the leads read for it (at most kBatch) for at most kStepTime — kSharedStepTime while requests
  // are writing too, whose writes then share its commit: a create beside a bulk change waits a step and one
  // commit (a few milliseconds), and the change still goes at tens of thousands of leads a second
  // (docs/benchmarks.md).
  static constexpr int kBatch = 500;
  static constexpr int kSharedBatch = 192;
  static constexpr std::chrono::microseconds kStepTime{8000};
  static constexpr std::chrono::microseconds kSharedStepTime{1500};

  // work: told after a job is recorded, so the runner starts it now rather than at its next round.
  LeadBulkActions(db::Database& database, LeadWrites& writes, DoNotCall& dnc, Cadences& cadences, BackgroundWork& work,
                  const Clock& clock);

  // Checks and records the job. Throws DomainError (invalid: a bad action, status, selection; unknown list).
  model::LeadBulkJob start(const auth::Caller& caller, const LeadBulkRequest& request);
  // Not found for another organization's job.
  model::LeadBulkJob get(const auth::Caller& caller, std::int64_t id);
  // The organization's newest jobs first.
  std::vector<model::LeadBulkJob> recent(const auth::Caller& caller, int limit);

  // Runs the waiting jobs, oldest first, a batch at a time, until none waits or `stopping()`; a sentence for
  // the scheduler's last run.
  std::string run_waiting(const std::function<bool()>& stopping);

 private:
  // One batch of the job; true when the job ended (finished or failed).
  bool run_batch(const model::LeadBulkJob& job);
  // add_to_dnc: the batch's dialable phones onto the organization's do-not-call list (one addition per job).
  bool run_dnc_batch(const model::LeadBulkJob& job);
  // enroll_in_cadence: the batch's leads not yet in the cadence are enrolled.
  bool run_enroll_batch(const model::LeadBulkJob& job);

  db::Database& database_;
  LeadWrites& writes_;
  DoNotCall& dnc_;
  Cadences& cadences_;
  BackgroundWork& work_;
  const Clock& clock_;
  std::uint64_t writes_seen_ = 0;  // Database::writes_done() as the last step began (on the runner's thread)
};

}  // namespace dialer::domain
