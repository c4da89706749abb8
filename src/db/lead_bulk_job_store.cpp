#include "db/lead_bulk_job_store.hpp"

#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

constexpr const char* kBulkJobColumns =
    "SELECT j.id, j.organization_id, j.user_id, coalesce(trim(u.first_name || ' ' || u.last_name), ''), j.action, "
    "j.status, j.list_id, j.selection, "
    "j.state, j.total, j.processed, j.changed, j.cursor, j.error, j.created_at, j.finished_at, j.dnc_addition_id, "
    "j.cadence_id "
    "FROM lead_bulk_jobs j LEFT JOIN users u ON u.id = j.user_id AND u.organization_id = j.organization_id ";

model::LeadBulkJob read_job(SQLite::Statement& s) {
  model::LeadBulkJob row;
  row.id = s.getColumn(0).getInt64();
  row.organization_id = s.getColumn(1).getInt64();
  row.user_id = optional_int64(s.getColumn(2));
  row.user_name = s.getColumn(3).getString();
  row.action = s.getColumn(4).getString();
  row.status = optional_text(s.getColumn(5));
  row.list_id = optional_int64(s.getColumn(6));
  row.selection = s.getColumn(7).getString();
  row.state = s.getColumn(8).getString();
  row.total = optional_int64(s.getColumn(9));
  row.processed = s.getColumn(10).getInt64();
  row.changed = s.getColumn(11).getInt64();
  row.cursor = s.getColumn(12).getInt64();
  row.error = optional_text(s.getColumn(13));
  row.created_at = s.getColumn(14).getString();
  row.finished_at = optional_text(s.getColumn(15));
  row.dnc_addition_id = optional_int64(s.getColumn(16));
  row.cadence_id = optional_int64(s.getColumn(17));
  return row;
}

}  // namespace

std::int64_t insert_lead_bulk_job(SQLite::Database& db, const model::LeadBulkJob& row) {
  Prepared s(db,
             "INSERT INTO lead_bulk_jobs (organization_id, user_id, action, status, list_id, selection, "
             "total, cursor, created_at, cadence_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, row.organization_id);
  bind_optional(s, 2, row.user_id);
  s.bind(3, row.action);
  bind_optional(s, 4, row.status);
  bind_optional(s, 5, row.list_id);
  s.bind(6, row.selection);
  bind_optional(s, 7, row.total);
  s.bind(8, row.cursor);
  s.bind(9, row.created_at);
  bind_optional(s, 10, row.cadence_id);
  s.exec();
  return db.getLastInsertRowid();
}

std::optional<model::LeadBulkJob> find_lead_bulk_job(SQLite::Database& db, std::int64_t organization_id, std::int64_t id) {
  Prepared s(db, std::string(kBulkJobColumns) + "WHERE j.organization_id = ? AND j.id = ?");
  s.bind(1, organization_id);
  s.bind(2, id);
  if (!s.executeStep()) return std::nullopt;
  return read_job(s);
}

std::vector<model::LeadBulkJob> recent_lead_bulk_jobs(SQLite::Database& db, std::int64_t organization_id, int limit) {
  Prepared s(db, std::string(kBulkJobColumns) + "WHERE j.organization_id = ? ORDER BY j.id DESC LIMIT ?");
  s.bind(1, organization_id);
  s.bind(2, limit);
  std::vector<model::LeadBulkJob> rows;
  while (s.executeStep()) rows.push_back(read_job(s));
  return rows;
}

std::optional<model::LeadBulkJob> next_waiting_lead_bulk_job(SQLite::Database& db) {
  Prepared s(db, std::string(kBulkJobColumns) + "WHERE j.state IN ('queued', 'running') ORDER BY j.id LIMIT 1");
  if (!s.executeStep()) return std::nullopt;
  return read_job(s);
}

void set_lead_bulk_job_total(SQLite::Database& db, std::int64_t id, std::int64_t total) {
  Prepared s(db, "UPDATE lead_bulk_jobs SET total = ?, state = 'running' WHERE id = ?");
  s.bind(1, total);
  s.bind(2, id);
  s.exec();
}

void advance_lead_bulk_job(SQLite::Database& db, std::int64_t id, std::int64_t cursor, std::int64_t processed,
                           std::int64_t changed) {
  Prepared s(db,
             "UPDATE lead_bulk_jobs SET cursor = ?, processed = processed + ?, changed = changed + ?, "
             "state = 'running' WHERE id = ?");
  s.bind(1, cursor);
  s.bind(2, processed);
  s.bind(3, changed);
  s.bind(4, id);
  s.exec();
}

void set_lead_bulk_job_dnc_addition(SQLite::Database& db, std::int64_t id, std::int64_t addition_id) {
  Prepared s(db, "UPDATE lead_bulk_jobs SET dnc_addition_id = ? WHERE id = ?");
  s.bind(1, addition_id);
  s.bind(2, id);
  s.exec();
}

void finish_lead_bulk_job(SQLite::Database& db, std::int64_t id, const std::string& at,
                          const std::optional<std::string>& error) {
  Prepared s(db, "UPDATE lead_bulk_jobs SET state = ?, error = ?, finished_at = ? WHERE id = ?");
  s.bind(1, error ? "failed" : "finished");
  bind_optional(s, 2, error);
  s.bind(3, at);
  s.bind(4, id);
  s.exec();
}

}  // namespace dialer::db
