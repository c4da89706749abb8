#include "db/callback_store.hpp"

#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

constexpr const char* kCallbackColumns =
    "SELECT b.id, b.organization_id, b.campaign_id, b.lead_id, b.call_id, b.created_by, b.for_user, b.due_at, "
    "b.local_time, b.timezone, b.note, b.status, b.created_at, coalesce(l.name, ''), coalesce(l.phone, ''), "
    "coalesce(c.name, '') FROM callbacks b "
    "LEFT JOIN leads l ON l.id = b.lead_id AND l.organization_id = b.organization_id "
    "LEFT JOIN campaigns c ON c.id = b.campaign_id AND c.organization_id = b.organization_id ";

model::Callback callback_from(SQLite::Statement& s) {
  model::Callback b;
  b.id = s.getColumn(0).getInt64();
  b.organization_id = s.getColumn(1).getInt64();
  b.campaign_id = s.getColumn(2).getInt64();
  b.lead_id = s.getColumn(3).getInt64();
  b.call_id = optional_int64(s.getColumn(4));
  b.created_by = s.getColumn(5).getInt64();
  b.for_user = optional_int64(s.getColumn(6));
  b.due_at = s.getColumn(7).getInt64();
  b.local_time = s.getColumn(8).getString();
  b.timezone = s.getColumn(9).getString();
  b.note = s.getColumn(10).getString();
  b.status = s.getColumn(11).getString();
  b.created_at = s.getColumn(12).getInt64();
  b.lead_name = s.getColumn(13).getString();
  b.lead_phone = s.getColumn(14).getString();
  b.campaign_name = s.getColumn(15).getString();
  return b;
}

std::vector<model::Callback> all_of(SQLite::Statement& s) {
  std::vector<model::Callback> out;
  while (s.executeStep()) out.push_back(callback_from(s));
  return out;
}

}  // namespace

void end_open_callbacks(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, std::int64_t now_ms) {
  Prepared s(db,
             "UPDATE callbacks SET status = 'done', ended_at = ? WHERE campaign_id = ? AND lead_id = ? "
             "AND status IN ('scheduled', 'queued')");
  s.bind(1, now_ms);
  s.bind(2, campaign_id);
  s.bind(3, lead_id);
  s.exec();
}

std::int64_t insert_callback(SQLite::Database& db, const model::Callback& b) {
  Prepared s(db,
             "INSERT INTO callbacks (organization_id, campaign_id, lead_id, call_id, created_by, for_user, due_at, "
             "local_time, timezone, note, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'scheduled', ?)");
  s.bind(1, b.organization_id);
  s.bind(2, b.campaign_id);
  s.bind(3, b.lead_id);
  bind_optional(s, 4, b.call_id);
  s.bind(5, b.created_by);
  bind_optional(s, 6, b.for_user);
  s.bind(7, b.due_at);
  s.bind(8, b.local_time);
  s.bind(9, b.timezone);
  s.bind(10, b.note);
  s.bind(11, b.created_at);
  s.exec();
  return db.getLastInsertRowid();
}

std::vector<model::Callback> open_callbacks_of(SQLite::Database& db, std::int64_t organization_id, std::int64_t user_id,
                                               int limit) {
  Prepared s(db, std::string(kCallbackColumns) +
                     "WHERE b.created_by = ? AND b.organization_id = ? AND b.status IN ('scheduled', 'queued') "
                     "ORDER BY b.due_at LIMIT ?");
  s.bind(1, user_id);
  s.bind(2, organization_id);
  s.bind(3, limit);
  return all_of(s);
}

std::vector<model::Callback> due_callbacks(SQLite::Database& db, std::int64_t now_ms, int limit) {
  Prepared s(db, std::string(kCallbackColumns) + "WHERE b.status = 'scheduled' AND b.due_at <= ? ORDER BY b.due_at LIMIT ?");
  s.bind(1, now_ms);
  s.bind(2, limit);
  return all_of(s);
}

void mark_callback_queued(SQLite::Database& db, std::int64_t callback_id) {
  Prepared s(db, "UPDATE callbacks SET status = 'queued' WHERE id = ? AND status = 'scheduled'");
  s.bind(1, callback_id);
  s.exec();
}

void put_callback_in_hopper(SQLite::Database& db, const model::Callback& b, int priority, const std::string& now) {
  Prepared s(db,
             "INSERT INTO hopper_entries (campaign_id, lead_id, priority, source, added_at, seq, for_user) "
             "VALUES (?1, ?2, ?3, 'callback', ?4, (SELECT coalesce(max(seq), 0) + 1 FROM hopper_entries WHERE "
             "campaign_id = ?1), ?5) "
             "ON CONFLICT (campaign_id, lead_id) DO UPDATE SET priority = max(priority, excluded.priority), "
             "source = 'callback', for_user = excluded.for_user, skipped_by = NULL, skipped_at = NULL");
  s.bind(1, b.campaign_id);
  s.bind(2, b.lead_id);
  s.bind(3, priority);
  s.bind(4, now);
  bind_optional(s, 5, b.for_user);
  s.exec();
}

}  // namespace dialer::db
