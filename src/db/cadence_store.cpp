#include "db/cadence_store.hpp"

#include <stdexcept>

#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

// Migration 0040's CHECKs keep both columns to the known words.
model::CadenceStatus cadence_status_named(const std::string& word) {
  const auto status = model::cadence_status_from_text(word);
  if (!status) throw std::runtime_error("a cadence's status is an unknown word: " + word);
  return *status;
}

model::EnrollmentStatus enrollment_status_named(const std::string& word) {
  const auto status = model::enrollment_status_from_text(word);
  if (!status) throw std::runtime_error("an enrollment's status is an unknown word: " + word);
  return *status;
}

std::vector<model::CadenceStep> steps_of(SQLite::Database& db, std::int64_t cadence_id) {
  Prepared s(db,
             "SELECT kind, delay_amount, delay_unit, window_start, window_end, template_id, campaign_id "
             "FROM cadence_steps WHERE cadence_id = ? ORDER BY position");
  s.bind(1, cadence_id);
  std::vector<model::CadenceStep> out;
  while (s.executeStep()) {
    model::CadenceStep step;
    step.kind = s.getColumn(0).getString();
    step.delay_amount = s.getColumn(1).getInt();
    step.delay_unit = s.getColumn(2).getString();
    if (!s.getColumn(3).isNull()) step.window_start = s.getColumn(3).getInt();
    if (!s.getColumn(4).isNull()) step.window_end = s.getColumn(4).getInt();
    step.template_id = optional_int64(s.getColumn(5));
    step.campaign_id = optional_int64(s.getColumn(6));
    out.push_back(std::move(step));
  }
  return out;
}

void write_steps(SQLite::Database& db, std::int64_t cadence_id, const std::vector<model::CadenceStep>& steps) {
  Prepared remove(db, "DELETE FROM cadence_steps WHERE cadence_id = ?");
  remove.bind(1, cadence_id);
  remove.exec();
  Prepared s(db,
             "INSERT INTO cadence_steps (cadence_id, position, kind, delay_amount, delay_unit, window_start, "
             "window_end, template_id, campaign_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const auto& step = steps[i];
    s.reset();
    s.bind(1, cadence_id);
    s.bind(2, static_cast<int>(i));
    s.bind(3, step.kind);
    s.bind(4, step.delay_amount);
    s.bind(5, step.delay_unit);
    bind_optional(s, 6, step.window_start);
    bind_optional(s, 7, step.window_end);
    bind_optional(s, 8, step.template_id);
    bind_optional(s, 9, step.campaign_id);
    s.exec();
  }
}

constexpr const char* kCadenceColumns =
    "id, name, status, sms_from, enrolled, active, paused, finished, stopped, replied, opted_out, created_at, updated_at";

model::Cadence read_cadence(SQLite::Database& db, SQLite::Statement& s, std::int64_t organization_id) {
  model::Cadence c;
  c.id = s.getColumn(0).getInt64();
  c.organization_id = organization_id;
  c.name = s.getColumn(1).getString();
  c.status = cadence_status_named(s.getColumn(2).getString());
  c.sms_from = s.getColumn(3).getString();
  c.figures = {s.getColumn(4).getInt64(), s.getColumn(5).getInt64(), s.getColumn(6).getInt64(),
               s.getColumn(7).getInt64(), s.getColumn(8).getInt64(), s.getColumn(9).getInt64(),
               s.getColumn(10).getInt64()};
  c.created_at = s.getColumn(11).getString();
  c.updated_at = s.getColumn(12).getString();
  c.steps = steps_of(db, c.id);
  return c;
}

model::CadenceEnrollment read_enrollment(SQLite::Statement& s) {
  model::CadenceEnrollment e;
  e.id = s.getColumn(0).getInt64();
  e.organization_id = s.getColumn(1).getInt64();
  e.cadence_id = s.getColumn(2).getInt64();
  e.lead_id = s.getColumn(3).getInt64();
  e.status = enrollment_status_named(s.getColumn(4).getString());
  e.stop_reason = optional_text(s.getColumn(5));
  e.step_index = s.getColumn(6).getInt();
  e.next_at = optional_int64(s.getColumn(7));
  e.enrolled_at = s.getColumn(8).getString();
  e.updated_at = s.getColumn(9).getString();
  e.lead_name = s.getColumn(10).getString();
  e.lead_phone = s.getColumn(11).getString();
  e.lead_email = s.getColumn(12).getString();
  e.waiting_for = optional_text(s.getColumn(13));
  return e;
}

constexpr const char* kEnrollmentColumns =
    "e.id, e.organization_id, e.cadence_id, e.lead_id, e.status, e.stop_reason, e.step_index, e.next_at, "
    "e.enrolled_at, e.updated_at, l.name, CASE WHEN l.phone_e164 != '' THEN l.phone_e164 ELSE l.phone END, l.email, "
    "e.waiting_for";

}  // namespace

std::vector<model::Cadence> cadences(SQLite::Database& db, std::int64_t organization_id, bool include_archived) {
  Prepared s(db, std::string("SELECT ") + kCadenceColumns +
                     " FROM cadences WHERE organization_id = ? AND (? OR status != 'archived') "
                     "ORDER BY name COLLATE NOCASE");
  s.bind(1, organization_id);
  s.bind(2, include_archived ? 1 : 0);
  std::vector<model::Cadence> out;
  while (s.executeStep()) out.push_back(read_cadence(db, s, organization_id));
  return out;
}

std::optional<model::Cadence> find_cadence(SQLite::Database& db, std::int64_t organization_id, std::int64_t id) {
  Prepared s(db, std::string("SELECT ") + kCadenceColumns + " FROM cadences WHERE organization_id = ? AND id = ?");
  s.bind(1, organization_id);
  s.bind(2, id);
  if (!s.executeStep()) return std::nullopt;
  return read_cadence(db, s, organization_id);
}

bool cadence_name_taken(SQLite::Database& db, std::int64_t organization_id, const std::string& name,
                        std::int64_t except_id) {
  Prepared s(db, "SELECT 1 FROM cadences WHERE organization_id = ? AND name = ? AND id != ?");
  s.bind(1, organization_id);
  s.bind(2, name);
  s.bind(3, except_id);
  return s.executeStep();
}

std::int64_t insert_cadence(SQLite::Database& db, const model::Cadence& c) {
  Prepared s(db,
             "INSERT INTO cadences (organization_id, name, status, sms_from, created_at, updated_at) "
             "VALUES (?, ?, ?, ?, ?, ?)");
  s.bind(1, c.organization_id);
  s.bind(2, c.name);
  s.bind(3, std::string(model::to_text(c.status)));
  s.bind(4, c.sms_from);
  s.bind(5, c.created_at);
  s.bind(6, c.updated_at);
  s.exec();
  const auto id = db.getLastInsertRowid();
  write_steps(db, id, c.steps);
  return id;
}

void update_cadence(SQLite::Database& db, const model::Cadence& c) {
  Prepared s(db, "UPDATE cadences SET name = ?, sms_from = ?, updated_at = ? WHERE id = ?");
  s.bind(1, c.name);
  s.bind(2, c.sms_from);
  s.bind(3, c.updated_at);
  s.bind(4, c.id);
  s.exec();
  write_steps(db, c.id, c.steps);
}

void set_cadence_status(SQLite::Database& db, std::int64_t id, model::CadenceStatus status, const std::string& at) {
  Prepared s(db, "UPDATE cadences SET status = ?, updated_at = ? WHERE id = ?");
  s.bind(1, std::string(model::to_text(status)));
  s.bind(2, at);
  s.bind(3, id);
  s.exec();
}

bool has_active_cadence(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, "SELECT 1 FROM cadences WHERE organization_id = ? AND status = 'active'");
  s.bind(1, organization_id);
  return s.executeStep();
}

std::int64_t enroll_leads(SQLite::Database& db, std::int64_t organization_id, std::int64_t cadence_id,
                          const std::vector<std::int64_t>& lead_ids, std::int64_t next_at, const std::string& now) {
  Prepared s(db,
             "INSERT INTO cadence_enrollments (organization_id, cadence_id, lead_id, status, step_index, "
             "next_at, enrolled_at, updated_at) SELECT ?1, ?2, ?3, 'active', 0, ?4, ?5, ?5 "
             "WHERE EXISTS (SELECT 1 FROM leads WHERE id = ?3 AND organization_id = ?1) "
             "ON CONFLICT (cadence_id, lead_id) DO NOTHING");
  std::int64_t added = 0;
  for (const auto lead_id : lead_ids) {
    s.reset();
    s.bind(1, organization_id);
    s.bind(2, cadence_id);
    s.bind(3, lead_id);
    s.bind(4, next_at);
    s.bind(5, now);
    added += s.exec();
  }
  return added;
}

std::vector<model::CadenceEnrollment> enrollments(SQLite::Database& db, std::int64_t cadence_id, const std::string& status,
                                                  std::int64_t offset, std::int64_t limit) {
  Prepared s(db, std::string("SELECT ") + kEnrollmentColumns +
                     " FROM cadence_enrollments e "
                     "JOIN leads l ON l.id = e.lead_id AND l.organization_id = e.organization_id "
                     "WHERE e.cadence_id = ? AND (? = '' OR e.status = ?) ORDER BY e.id DESC LIMIT ? OFFSET ?");
  s.bind(1, cadence_id);
  s.bind(2, status);
  s.bind(3, status);
  s.bind(4, limit);
  s.bind(5, offset);
  std::vector<model::CadenceEnrollment> out;
  while (s.executeStep()) out.push_back(read_enrollment(s));
  return out;
}

std::optional<model::CadenceEnrollment> find_enrollment(SQLite::Database& db, std::int64_t cadence_id, std::int64_t id) {
  Prepared s(db, std::string("SELECT ") + kEnrollmentColumns +
                     " FROM cadence_enrollments e "
                     "JOIN leads l ON l.id = e.lead_id AND l.organization_id = e.organization_id "
                     "WHERE e.cadence_id = ? AND e.id = ?");
  s.bind(1, cadence_id);
  s.bind(2, id);
  if (!s.executeStep()) return std::nullopt;
  return read_enrollment(s);
}

bool set_enrollment(SQLite::Database& db, std::int64_t id, model::EnrollmentStatus from, model::EnrollmentStatus to,
                    const std::optional<std::string>& stop_reason, int step_index, std::optional<std::int64_t> next_at,
                    const std::string& at) {
  if (!model::enrollment_may_move(from, to)) {
    throw std::logic_error("an enrollment cannot go from " + std::string(model::to_text(from)) + " to " +
                           std::string(model::to_text(to)));
  }
  Prepared s(db,
             "UPDATE cadence_enrollments SET status = ?, stop_reason = ?, step_index = ?, next_at = ?, "
             "updated_at = ?, waiting_for = CASE WHEN next_at IS ?4 THEN waiting_for END WHERE id = ? AND status = ?");
  s.bind(1, std::string(model::to_text(to)));
  bind_optional(s, 2, stop_reason);
  s.bind(3, step_index);
  bind_optional(s, 4, next_at);
  s.bind(5, at);
  s.bind(6, id);
  s.bind(7, std::string(model::to_text(from)));
  return s.exec() == 1;
}

std::optional<model::EnrollmentStatus> enrollment_status(SQLite::Database& db, std::int64_t id) {
  Prepared s(db, "SELECT status FROM cadence_enrollments WHERE id = ?");
  s.bind(1, id);
  if (!s.executeStep()) return std::nullopt;
  return enrollment_status_named(s.getColumn(0).getString());
}

void set_enrollment_waiting_for(SQLite::Database& db, std::int64_t id, const std::string& reason) {
  Prepared s(db, "UPDATE cadence_enrollments SET waiting_for = ? WHERE id = ?");
  s.bind(1, reason);
  s.bind(2, id);
  s.exec();
}

int stop_enrollments_of_lead(SQLite::Database& db, std::int64_t organization_id, std::int64_t lead_id,
                             const std::string& reason, const std::string& at) {
  Prepared s(db,
             "UPDATE cadence_enrollments SET status = 'stopped', stop_reason = ?, next_at = NULL, updated_at = ? "
             "WHERE lead_id = ? AND organization_id = ? AND status IN ('active', 'paused')");
  s.bind(1, reason);
  s.bind(2, at);
  s.bind(3, lead_id);
  s.bind(4, organization_id);
  return s.exec();
}

void stop_enrollment(SQLite::Database& db, std::int64_t id, const std::string& reason, const std::string& at) {
  Prepared s(db,
             "UPDATE cadence_enrollments SET status = 'stopped', stop_reason = ?, next_at = NULL, updated_at = ? "
             "WHERE id = ? AND status != 'stopped'");
  s.bind(1, reason);
  s.bind(2, at);
  s.bind(3, id);
  s.exec();
}

int stop_enrollments_of_cadence(SQLite::Database& db, std::int64_t cadence_id, const std::string& reason,
                                const std::string& at) {
  Prepared s(db,
             "UPDATE cadence_enrollments SET status = 'stopped', stop_reason = ?, next_at = NULL, updated_at = ? "
             "WHERE cadence_id = ? AND status IN ('active', 'paused')");
  s.bind(1, reason);
  s.bind(2, at);
  s.bind(3, cadence_id);
  return s.exec();
}

std::vector<DueEnrollment> due_enrollments(SQLite::Database& db, std::int64_t now, int limit) {
  Prepared s(db,
             "SELECT e.id, e.organization_id, e.cadence_id, e.lead_id, e.step_index, e.next_at "
             "FROM cadence_enrollments e INDEXED BY cadence_enrollments_due "
             "JOIN cadences c ON c.id = e.cadence_id AND c.organization_id = e.organization_id AND c.status = 'active' "
             "WHERE e.status = 'active' AND e.next_at <= ? ORDER BY e.next_at LIMIT ?");
  s.bind(1, now);
  s.bind(2, limit);
  std::vector<DueEnrollment> out;
  while (s.executeStep()) {
    out.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getInt64(), s.getColumn(2).getInt64(),
                   s.getColumn(3).getInt64(), s.getColumn(4).getInt(), s.getColumn(5).getInt64()});
  }
  return out;
}

}  // namespace dialer::db
