#pragma once
// SQL for bulk lead jobs (migration 0016): create, read, the next one waiting, and a batch's progress.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/lead_bulk_job.hpp"

namespace dialer::db {

std::int64_t insert_lead_bulk_job(SQLite::Database& db, const model::LeadBulkJob& row);
std::optional<model::LeadBulkJob> find_lead_bulk_job(SQLite::Database& db, std::int64_t organization_id, std::int64_t id);
// The organization's newest jobs first.
std::vector<model::LeadBulkJob> recent_lead_bulk_jobs(SQLite::Database& db, std::int64_t organization_id, int limit);
// The oldest job not yet finished or failed, over all organizations.
std::optional<model::LeadBulkJob> next_waiting_lead_bulk_job(SQLite::Database& db);

void set_lead_bulk_job_total(SQLite::Database& db, std::int64_t id, std::int64_t total);
// A batch done: the cursor moves below it, the counts grow.
// add_to_dnc: the do-not-call addition the job's numbers go into.
void set_lead_bulk_job_dnc_addition(SQLite::Database& db, std::int64_t id, std::int64_t addition_id);
void advance_lead_bulk_job(SQLite::Database& db, std::int64_t id, std::int64_t cursor, std::int64_t processed,
                           std::int64_t changed);
void finish_lead_bulk_job(SQLite::Database& db, std::int64_t id, const std::string& at,
                          const std::optional<std::string>& error);

}  // namespace dialer::db
