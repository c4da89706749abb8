#include "db/call_store.hpp"

#include <limits>
#include <stdexcept>

#include "db/call_rollup_store.hpp"
#include "db/integer_rows.hpp"
#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

// Migration 0030's CHECK keeps the column to the known words.
model::CallStatus call_status_named(const std::string& word) {
  const auto status = model::call_status_from_text(word);
  if (!status) throw std::runtime_error("a call's status is an unknown word: " + word);
  return *status;
}

constexpr const char* kCallColumns =
    "SELECT c.id, c.organization_id, c.provider_sid, c.agent_leg_sid, c.campaign_id, c.lead_id, c.agent_id, "
    "c.direction, c.audio, c.from_number, c.to_number, c.status, c.answered_by, c.created_at, c.answered_at, "
    "c.ended_at, c.duration_seconds, c.talk_seconds, c.recording_sid, c.recording_seconds, c.abandoned, "
    "c.disposition_id, c.disposition_code, c.contact, c.conversion, c.notes, c.error, c.updated_at, "
    "coalesce(cp.name, ''), coalesce(l.name, ''), coalesce(trim(u.first_name || ' ' || u.last_name), ''), "
    "coalesce(d.label, ''), coalesce(d.emoji, ''), c.in_conference, c.on_hold, "
    "(c.lead_id IS NOT NULL AND l.id IS NULL) "
    "FROM calls c LEFT JOIN campaigns cp ON cp.id = c.campaign_id AND cp.organization_id = c.organization_id "
    "LEFT JOIN leads l ON l.id = c.lead_id AND l.organization_id = c.organization_id "
    "LEFT JOIN users u ON u.id = c.agent_id AND u.organization_id = c.organization_id "
    "LEFT JOIN dispositions d ON d.id = c.disposition_id AND d.organization_id = c.organization_id ";

std::optional<int> optional_int(const SQLite::Column& column) {
  if (column.isNull()) return std::nullopt;
  return column.getInt();
}

model::Call call_from(SQLite::Statement& s) {
  model::Call c;
  c.id = s.getColumn(0).getInt64();
  c.organization_id = s.getColumn(1).getInt64();
  c.provider_sid = optional_text(s.getColumn(2));
  c.agent_leg_sid = optional_text(s.getColumn(3));
  c.campaign_id = optional_int64(s.getColumn(4));
  c.lead_id = optional_int64(s.getColumn(5));
  c.agent_id = optional_int64(s.getColumn(6));
  c.direction = s.getColumn(7).getString();
  c.audio = s.getColumn(8).getString();
  c.from_number = s.getColumn(9).getString();
  c.to_number = s.getColumn(10).getString();
  c.status = call_status_named(s.getColumn(11).getString());
  c.answered_by = optional_text(s.getColumn(12));
  c.created_at = s.getColumn(13).getInt64();
  c.answered_at = optional_int64(s.getColumn(14));
  c.ended_at = optional_int64(s.getColumn(15));
  c.duration_seconds = optional_int(s.getColumn(16));
  c.talk_seconds = optional_int(s.getColumn(17));
  c.recording_sid = optional_text(s.getColumn(18));
  c.recording_seconds = optional_int(s.getColumn(19));
  c.abandoned = s.getColumn(20).getInt() != 0;
  c.disposition_id = optional_int64(s.getColumn(21));
  c.disposition_code = optional_text(s.getColumn(22));
  c.contact = s.getColumn(23).getInt() != 0;
  c.conversion = s.getColumn(24).getInt() != 0;
  c.notes = s.getColumn(25).getString();
  c.error = optional_text(s.getColumn(26));
  c.updated_at = s.getColumn(27).getInt64();
  c.campaign_name = s.getColumn(28).getString();
  c.lead_name = s.getColumn(29).getString();
  c.agent_name = s.getColumn(30).getString();
  c.disposition_label = s.getColumn(31).getString();
  c.disposition_emoji = s.getColumn(32).getString();
  c.in_conference = s.getColumn(33).getInt() != 0;
  c.on_hold = s.getColumn(34).getInt() != 0;
  c.lead_deleted = s.getColumn(35).getInt() != 0;
  return c;
}

std::optional<model::Call> first_call(SQLite::Statement& s) {
  if (!s.executeStep()) return std::nullopt;
  return call_from(s);
}

// Binds the columns a call's life changes, from index 1 on; returns the next index.
int bind_changing(SQLite::Statement& s, const model::Call& c) {
  bind_optional(s, 1, c.provider_sid);
  bind_optional(s, 2, c.agent_leg_sid);
  s.bind(3, std::string(model::to_text(c.status)));
  bind_optional(s, 4, c.answered_by);
  bind_optional(s, 5, c.answered_at);
  bind_optional(s, 6, c.ended_at);
  bind_optional(s, 7, c.duration_seconds);
  bind_optional(s, 8, c.talk_seconds);
  bind_optional(s, 9, c.recording_sid);
  bind_optional(s, 10, c.recording_seconds);
  s.bind(11, c.abandoned ? 1 : 0);
  bind_optional(s, 12, c.disposition_id);
  bind_optional(s, 13, c.disposition_code);
  s.bind(14, c.contact ? 1 : 0);
  s.bind(15, c.conversion ? 1 : 0);
  s.bind(16, c.notes);
  bind_optional(s, 17, c.error);
  s.bind(18, c.updated_at);
  return 19;
}

}  // namespace

std::int64_t insert_call(SQLite::Database& db, const model::Call& c) {
  Prepared s(db,
             "INSERT INTO calls (provider_sid, agent_leg_sid, status, answered_by, answered_at, ended_at, "
             "duration_seconds, talk_seconds, recording_sid, recording_seconds, abandoned, disposition_id, "
             "disposition_code, contact, conversion, notes, error, updated_at, organization_id, campaign_id, "
             "lead_id, agent_id, direction, audio, from_number, to_number, created_at) "
             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  int i = bind_changing(s, c);
  s.bind(i++, c.organization_id);
  bind_optional(s, i++, c.campaign_id);
  bind_optional(s, i++, c.lead_id);
  bind_optional(s, i++, c.agent_id);
  s.bind(i++, c.direction);
  s.bind(i++, c.audio);
  s.bind(i++, c.from_number);
  s.bind(i++, c.to_number);
  s.bind(i++, c.created_at);
  s.exec();
  return db.getLastInsertRowid();
}

void update_call(SQLite::Database& db, const model::Call& c) {
  Prepared s(db,
             "UPDATE calls SET provider_sid = ?, agent_leg_sid = ?, status = ?, answered_by = ?, answered_at = ?, "
             "ended_at = ?, duration_seconds = ?, talk_seconds = ?, recording_sid = ?, recording_seconds = ?, "
             "abandoned = ?, disposition_id = ?, disposition_code = ?, contact = ?, conversion = ?, notes = ?, "
             "error = ?, updated_at = ?, agent_id = ?, audio = ?, in_conference = ?, on_hold = ? WHERE id = ?");
  int i = bind_changing(s, c);
  bind_optional(s, i++, c.agent_id);
  s.bind(i++, c.audio);
  s.bind(i++, c.in_conference ? 1 : 0);
  s.bind(i++, c.on_hold ? 1 : 0);
  s.bind(i, c.id);
  s.exec();
}

std::optional<model::Call> find_call(SQLite::Database& db, std::int64_t organization_id, std::int64_t call_id) {
  Prepared s(db, std::string(kCallColumns) + "WHERE c.id = ? AND c.organization_id = ?");
  s.bind(1, call_id);
  s.bind(2, organization_id);
  return first_call(s);
}

std::optional<model::Call> find_call_by_id(SQLite::Database& db, std::int64_t call_id) {
  Prepared s(db, std::string(kCallColumns) + "WHERE c.id = ?");
  s.bind(1, call_id);
  return first_call(s);
}

std::optional<model::Call> find_call_by_sid(SQLite::Database& db, std::int64_t organization_id,
                                            const std::string& sid) {
  Prepared s(db, std::string(kCallColumns) + "WHERE c.organization_id = ? AND c.provider_sid = ?");
  s.bind(1, organization_id);
  s.bind(2, sid);
  if (auto found = first_call(s)) return found;
  Prepared agent_leg(db, std::string(kCallColumns) + "WHERE c.organization_id = ? AND c.agent_leg_sid = ?");
  agent_leg.bind(1, organization_id);
  agent_leg.bind(2, sid);
  return first_call(agent_leg);
}

int dialer_calls_ringing(SQLite::Database& db, std::int64_t campaign_id) {
  Prepared s(db,
             "SELECT count(*) FROM calls INDEXED BY calls_live WHERE status IN ('queued', 'initiated', "
             "'ringing', 'in-progress') AND campaign_id = ? AND agent_id IS NULL AND audio = 'none' "
             "AND abandoned = 0 AND coalesce(answered_by, '') <> 'machine'");
  s.bind(1, campaign_id);
  s.executeStep();
  return s.getColumn(0).getInt();
}

namespace {

// Sums human and abandoned over `sql`'s rows: its first parameter the organization, its second the start, its third
// (when `campaign_id`) the campaign.
void add_abandon_rows(SQLite::Database& db, const std::string& sql, std::int64_t organization_id, std::int64_t from,
                      std::int64_t to, std::optional<std::int64_t> campaign_id, AbandonCounts& out) {
  Prepared s(db, sql + (campaign_id ? " AND campaign_id = ?" : ""));
  s.bind(1, organization_id);
  s.bind(2, from);
  s.bind(3, to);
  if (campaign_id) s.bind(4, *campaign_id);
  s.executeStep();
  out.human += s.getColumn(0).getInt64();
  out.abandoned += s.getColumn(1).getInt64();
}

}  // namespace

AbandonCounts abandon_counts(SQLite::Database& db, std::int64_t organization_id, std::optional<std::int64_t> campaign_id,
                             std::int64_t from_hour) {
  // The hours of the first, partial day from the hourly counts; the whole days after it from the daily ones.
  const std::int64_t first_whole_day = whole_days_within(from_hour, from_hour).first;
  AbandonCounts out;
  add_abandon_rows(db,
                   "SELECT coalesce(sum(human), 0), coalesce(sum(abandoned), 0) FROM call_hour_counts "
                   "WHERE organization_id = ? AND hour >= ? AND hour < ?",
                   organization_id, from_hour, first_whole_day * 24, campaign_id, out);
  add_abandon_rows(db,
                   "SELECT coalesce(sum(human), 0), coalesce(sum(abandoned), 0) FROM call_abandon_days "
                   "WHERE organization_id = ? AND day >= ? AND day < ?",
                   organization_id, first_whole_day, std::numeric_limits<std::int64_t>::max(), campaign_id, out);
  return out;
}

std::vector<std::int64_t> undisposed_calls_ended_before(SQLite::Database& db, std::int64_t ended_before_ms) {
  Prepared s(db,
             "SELECT id FROM calls INDEXED BY calls_undisposed WHERE disposition_id IS NULL AND agent_id IS "
             "NOT NULL AND answered_at IS NOT NULL AND ended_at IS NOT NULL AND ended_at < ?");
  s.bind(1, ended_before_ms);
  std::vector<std::int64_t> ids;
  while (s.executeStep()) ids.push_back(s.getColumn(0).getInt64());
  return ids;
}

bool lead_on_live_call(SQLite::Database& db, std::int64_t lead_id) {
  Prepared s(db,
             "SELECT 1 FROM calls WHERE lead_id = ? AND status IN ('queued', 'initiated', 'ringing', "
             "'in-progress') LIMIT 1");
  s.bind(1, lead_id);
  return s.executeStep();
}

std::vector<std::int64_t> live_calls_placed_before(SQLite::Database& db, std::int64_t created_before_ms) {
  Prepared s(db,
             "SELECT id FROM calls INDEXED BY calls_live WHERE status IN ('queued', 'initiated', 'ringing', "
             "'in-progress') AND created_at < ?");
  s.bind(1, created_before_ms);
  std::vector<std::int64_t> ids;
  while (s.executeStep()) ids.push_back(s.getColumn(0).getInt64());
  return ids;
}

std::vector<model::Call> live_calls(SQLite::Database& db, std::int64_t organization_id, int limit) {
  // The partial index holds only the calls not ended yet, of every organization: a few hundred at most.
  Prepared s(db, std::string(kCallColumns) +
                     "WHERE c.id IN (SELECT id FROM calls INDEXED BY calls_live WHERE status IN ('queued', "
                     "'initiated', 'ringing', 'in-progress') AND organization_id = ?) "
                     "ORDER BY c.created_at, c.id LIMIT ?");
  s.bind(1, organization_id);
  s.bind(2, limit);
  std::vector<model::Call> calls;
  while (s.executeStep()) calls.push_back(call_from(s));
  return calls;
}

bool add_call_event(SQLite::Database& db, std::int64_t call_id, const std::string& event_key, const model::CallEvent& e) {
  Prepared s(db,
             "INSERT OR IGNORE INTO call_events (call_id, event_key, kind, status, detail, at, late) "
             "VALUES (?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, call_id);
  s.bind(2, event_key);
  s.bind(3, e.kind);
  s.bind(4, e.status);
  s.bind(5, e.detail);
  s.bind(6, e.at);
  s.bind(7, e.late ? 1 : 0);
  return s.exec() > 0;
}

std::vector<model::CallEvent> call_events(SQLite::Database& db, std::int64_t call_id) {
  Prepared s(db, "SELECT kind, status, detail, at, late FROM call_events WHERE call_id = ? ORDER BY id");
  s.bind(1, call_id);
  std::vector<model::CallEvent> out;
  while (s.executeStep()) {
    out.push_back({s.getColumn(0).getString(), s.getColumn(1).getString(), s.getColumn(2).getString(),
                   s.getColumn(3).getInt64(), s.getColumn(4).getInt() != 0});
  }
  return out;
}

void add_call_counts(SQLite::Database& db, std::int64_t organization_id, const std::string& from_number,
                     const model::CallHourCounts& d) {
  Prepared s(db,
             "INSERT INTO call_hour_counts (organization_id, hour, campaign_id, agent_id, from_number, calls, "
             "answered, human, contacts, conversions, abandoned, talk_seconds) "
             "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
             "ON CONFLICT (organization_id, hour, campaign_id, agent_id, from_number) DO UPDATE SET "
             "calls = calls + excluded.calls, answered = answered + excluded.answered, "
             "human = human + excluded.human, contacts = contacts + excluded.contacts, "
             "conversions = conversions + excluded.conversions, abandoned = abandoned + excluded.abandoned, "
             "talk_seconds = talk_seconds + excluded.talk_seconds");
  s.bind(1, organization_id);
  s.bind(2, d.hour);
  s.bind(3, d.campaign_id);
  s.bind(4, d.agent_id);
  s.bind(5, from_number);
  s.bind(6, d.counts.calls);
  s.bind(7, d.counts.answered);
  s.bind(8, d.counts.human);
  s.bind(9, d.counts.contacts);
  s.bind(10, d.counts.conversions);
  s.bind(11, d.counts.abandoned);
  s.bind(12, d.counts.talk_seconds);
  s.exec();
  add_call_rollups(db, organization_id, d);
  if (d.counts.human == 0 && d.counts.abandoned == 0) return;
  Prepared days(db,
                "INSERT INTO call_abandon_days (organization_id, day, campaign_id, human, abandoned) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (organization_id, day, campaign_id) DO UPDATE SET "
                "human = human + excluded.human, abandoned = abandoned + excluded.abandoned");
  days.bind(1, organization_id);
  days.bind(2, d.hour / 24);
  days.bind(3, d.campaign_id);
  days.bind(4, d.counts.human);
  days.bind(5, d.counts.abandoned);
  days.exec();
}

void for_each_call_hour_count(SQLite::Database& db, std::int64_t organization_id, std::int64_t from_hour,
                              std::int64_t to_hour, const std::function<void(const model::CallHourCounts&)>& f) {
  IntegerRows row(db,
                  "SELECT hour, campaign_id, agent_id, calls, answered, human, contacts, conversions, abandoned, "
                  "talk_seconds FROM call_hour_counts WHERE organization_id = ? AND hour >= ? AND hour < ?");
  row.bind(1, organization_id);
  row.bind(2, from_hour);
  row.bind(3, to_hour);
  while (row.next()) f({row[0], row[1], row[2], {row[3], row[4], row[5], row[6], row[7], row[8], row[9]}});
}

std::vector<NumberCounts> number_counts(SQLite::Database& db, std::int64_t organization_id, std::int64_t from_hour,
                                        std::int64_t to_hour) {
  Prepared s(db,
             "SELECT from_number, sum(calls), sum(answered) FROM call_hour_counts "
             "WHERE organization_id = ? AND hour >= ? AND hour < ? GROUP BY from_number");
  s.bind(1, organization_id);
  s.bind(2, from_hour);
  s.bind(3, to_hour);
  std::vector<NumberCounts> out;
  while (s.executeStep()) {
    out.push_back({s.getColumn(0).getString(), s.getColumn(1).getInt64(), s.getColumn(2).getInt64()});
  }
  return out;
}

model::CallPage list_calls(SQLite::Database& db, std::int64_t organization_id, const model::CallFilter& f) {
  std::string sql = std::string(kCallColumns) + "WHERE c.organization_id = ?";
  // One equality filter leads, so that its index serves the date range and the order.
  if (f.lead_id) sql += " AND c.lead_id = ?";
  if (f.campaign_id) sql += " AND c.campaign_id = ?";
  if (f.agent_id) sql += " AND c.agent_id = ?";
  if (f.outcome) sql += *f.outcome == "none" ? " AND c.disposition_code IS NULL" : " AND c.disposition_code = ?";
  if (f.phone) sql += " AND c.to_number = ?";
  if (f.from_ms) sql += " AND c.created_at >= ?";
  if (f.to_ms) sql += " AND c.created_at < ?";
  // The first term bounds the index range; the second breaks ties within the same millisecond.
  if (f.after) sql += " AND c.created_at <= ? AND (c.created_at < ? OR c.id < ?)";
  sql += " ORDER BY c.created_at DESC, c.id DESC LIMIT ?";
  Prepared s(db, sql);
  int i = 1;
  s.bind(i++, organization_id);
  if (f.lead_id) s.bind(i++, *f.lead_id);
  if (f.campaign_id) s.bind(i++, *f.campaign_id);
  if (f.agent_id) s.bind(i++, *f.agent_id);
  if (f.outcome && *f.outcome != "none") s.bind(i++, *f.outcome);
  if (f.phone) s.bind(i++, *f.phone);
  if (f.from_ms) s.bind(i++, *f.from_ms);
  if (f.to_ms) s.bind(i++, *f.to_ms);
  if (f.after) {
    s.bind(i++, f.after->first);
    s.bind(i++, f.after->first);
    s.bind(i++, f.after->second);
  }
  s.bind(i, f.limit + 1);
  model::CallPage page;
  while (s.executeStep()) page.calls.push_back(call_from(s));
  if (static_cast<int>(page.calls.size()) > f.limit) {
    page.calls.pop_back();
    page.more = true;
  }
  return page;
}

}  // namespace dialer::db
