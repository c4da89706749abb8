#pragma once
// Cadences (docs/api.md, "Cadences and message templates"): their steps checked against the organization's
// templates, campaigns and numbers; activating, pausing and archiving; the leads enrolled in them, and stopping,
// pausing or resuming one by hand. The steps themselves run in CadenceRunner.
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "auth/caller.hpp"
#include "dialer/clock.hpp"
#include "model/cadence.hpp"
#include "domain/background_work.hpp"

namespace SQLite {
class Database;
}
namespace dialer::db {
class Database;
class Transaction;
}

namespace dialer::domain {

struct CadenceInput {
  std::optional<std::string> name;
  std::optional<std::string> sms_from;
  std::optional<std::vector<model::CadenceStep>> steps;
};

struct EnrollmentPage {
  std::vector<model::CadenceEnrollment> enrollments;
  std::int64_t total = 0;
};

// When a step is due `delay` after `from`: business days count as whole days here; the runner moves such a step
// to the same lead-local time on the right business day when it comes (src/domain/cadence_runner.cpp).
std::int64_t step_due_after(const model::CadenceStep& step, std::int64_t from);

class Cadences {
 public:
  // work: told when steps may be due now (new enrollments, an activated cadence, a resumed enrollment).
  Cadences(db::Database& database, BackgroundWork& work, const Clock& clock)
      : database_(database), work_(work), clock_(clock) {}

  std::vector<model::Cadence> list(const auth::Caller& caller, bool include_archived);
  model::Cadence get(const auth::Caller& caller, std::int64_t id);
  model::Cadence create(const auth::Caller& caller, const CadenceInput& input);
  model::Cadence update(const auth::Caller& caller, std::int64_t id, const CadenceInput& input);
  model::Cadence set_status(const auth::Caller& caller, std::int64_t id, model::CadenceStatus status);

  EnrollmentPage enrollments(const auth::Caller& caller, std::int64_t cadence_id, const std::string& status,
                             std::int64_t page, std::int64_t page_size);
  // stop | pause | resume, by hand.
  model::CadenceEnrollment change_enrollment(const auth::Caller& caller, std::int64_t cadence_id,
                                            std::int64_t enrollment_id, const std::string& change);

  // Inside a write (a bulk action's batch): enrolls the organization's leads not yet in the cadence; returns how
  // many were new. Throws DomainError when the cadence is not the organization's or is archived. Once the write
  // has committed, the caller says so with enrolled().
  std::int64_t enroll_in(SQLite::Database& db, std::int64_t organization_id, std::int64_t cadence_id,
                         const std::vector<std::int64_t>& lead_ids);
  // Inside a write, for leads a setting enrolls (a webhook's, a campaign's disposition): as enroll_in, but a
  // cadence archived or gone since the setting was made enrolls nobody; the runner is woken once the write
  // commits. Returns how many were new.
  std::int64_t enroll_by_setting(db::Transaction& tx, std::int64_t organization_id, std::int64_t cadence_id,
                                 const std::vector<std::int64_t>& lead_ids);
  // Leads were enrolled (their write committed): the runner may have steps due now.
  void enrolled() const { due(); }
  // Whether the cadence may take leads (the organization's, not archived); a bulk action checks before it starts.
  void check_enrollable(const auth::Caller& caller, std::int64_t cadence_id);
  // Every active or paused enrollment of the lead stops with `reason` (a reply, an opt-out, a do-not-call list);
  // returns how many.
  int stop_for_lead(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id, const std::string& reason);


 private:
  void due() const { work_.cadence_steps_due(); }
  // Enrolls the leads new to the cadence; nothing when it is archived or not the organization's.
  std::optional<std::int64_t> enroll_if_open(SQLite::Database& db, std::int64_t organization_id, std::int64_t cadence_id,
                                             const std::vector<std::int64_t>& lead_ids);
  std::vector<model::CadenceStep> checked_steps(SQLite::Database& db, const auth::Caller& caller,
                                                const std::vector<model::CadenceStep>& steps);

  db::Database& database_;
  BackgroundWork& work_;
  const Clock& clock_;
};

}  // namespace dialer::domain
