#pragma once
// SQL for cadences, their steps and the leads enrolled in them. The figures of a cadence are kept by the
// triggers of src/migrations/0040_cadences.sql.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/cadence.hpp"

namespace dialer::db {

std::vector<model::Cadence> cadences(SQLite::Database& db, std::int64_t organization_id, bool include_archived);
std::optional<model::Cadence> find_cadence(SQLite::Database& db, std::int64_t organization_id, std::int64_t id);
bool cadence_name_taken(SQLite::Database& db, std::int64_t organization_id, const std::string& name,
                        std::int64_t except_id);
std::int64_t insert_cadence(SQLite::Database& db, const model::Cadence& cadence);
// Name, number and steps.
void update_cadence(SQLite::Database& db, const model::Cadence& cadence);
void set_cadence_status(SQLite::Database& db, std::int64_t id, model::CadenceStatus status, const std::string& at);
bool has_active_cadence(SQLite::Database& db, std::int64_t organization_id);

// Enrolls each lead not yet in the cadence (active, due at `next_at`); returns how many were new.
std::int64_t enroll_leads(SQLite::Database& db, std::int64_t organization_id, std::int64_t cadence_id,
                          const std::vector<std::int64_t>& lead_ids, std::int64_t next_at, const std::string& now);
// Newest first; `status` "" for every one.
std::vector<model::CadenceEnrollment> enrollments(SQLite::Database& db, std::int64_t cadence_id, const std::string& status,
                                                  std::int64_t offset, std::int64_t limit);
std::optional<model::CadenceEnrollment> find_enrollment(SQLite::Database& db, std::int64_t cadence_id, std::int64_t id);
// Moves the enrollment from `from` to `to` (a move model::enrollment_may_move lists: anything else is a bug, thrown
// as std::logic_error) only if it is still in `from`; false when something else moved it first.
bool set_enrollment(SQLite::Database& db, std::int64_t id, model::EnrollmentStatus from, model::EnrollmentStatus to,
                    const std::optional<std::string>& stop_reason, int step_index, std::optional<std::int64_t> next_at,
                    const std::string& at);
// The enrollment's status now; none when it is gone.
std::optional<model::EnrollmentStatus> enrollment_status(SQLite::Database& db, std::int64_t id);
// Why its next step waits past its time (migration 0045): window | text_limit | email_limit. set_enrollment clears
// it when the next step's time changes (a pause or a resume keeps it).
void set_enrollment_waiting_for(SQLite::Database& db, std::int64_t id, const std::string& reason);
// The lead's active and paused enrollments in every cadence stop with `reason`; returns how many.
int stop_enrollments_of_lead(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id,
                             const std::string& reason, const std::string& at);
// The enrollment stops with `reason`, also when it had finished: the last step's text can be refused after it
// finished. One that stopped already keeps its reason.
void stop_enrollment(SQLite::Database& db, std::int64_t id, const std::string& reason, const std::string& at);
// Every active or paused enrollment of the cadence stops with `reason`.
int stop_enrollments_of_cadence(SQLite::Database& db, std::int64_t cadence_id, const std::string& reason,
                                const std::string& at);

struct DueEnrollment {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  std::int64_t cadence_id = 0;
  std::int64_t lead_id = 0;
  int step_index = 0;
  std::int64_t next_at = 0;
};
// Active enrollments of active cadences whose next step is due at `now`, the longest due first.
std::vector<DueEnrollment> due_enrollments(SQLite::Database& db, std::int64_t now, int limit);

}  // namespace dialer::db
