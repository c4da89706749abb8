#include "db/hopper_store.hpp"

#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

constexpr const char* kHopperColumns =
    "SELECT h.campaign_id, h.lead_id, h.priority, h.source, h.added_at, h.claimed_by, coalesce(h.claimed_at, ''), "
    "l.name, l.phone, l.timezone, l.state FROM hopper_entries h JOIN campaigns cp ON cp.id = h.campaign_id "
    "JOIN leads l ON l.id = h.lead_id AND l.organization_id = cp.organization_id ";

model::HopperEntry read_entry(SQLite::Statement& s) {
  model::HopperEntry e;
  e.campaign_id = s.getColumn(0).getInt64();
  e.lead_id = s.getColumn(1).getInt64();
  e.priority = s.getColumn(2).getInt();
  e.source = s.getColumn(3).getString();
  e.added_at = s.getColumn(4).getString();
  e.claimed_by = optional_int64(s.getColumn(5));
  e.claimed_at = s.getColumn(6).getString();
  e.lead_name = s.getColumn(7).getString();
  e.phone = s.getColumn(8).getString();
  e.timezone = s.getColumn(9).getString();
  e.state = s.getColumn(10).getString();
  return e;
}

}  // namespace

std::vector<model::HopperEntry> hopper_entries(SQLite::Database& db, std::int64_t campaign_id) {
  Prepared s(
      db, std::string(kHopperColumns) + "WHERE h.campaign_id = ? ORDER BY h.claimed_by IS NOT NULL, h.priority DESC, h.seq");
  s.bind(1, campaign_id);
  std::vector<model::HopperEntry> entries;
  while (s.executeStep()) entries.push_back(read_entry(s));
  return entries;
}

std::optional<model::HopperEntry> find_hopper_entry(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id) {
  Prepared s(db, std::string(kHopperColumns) + "WHERE h.campaign_id = ? AND h.lead_id = ?");
  s.bind(1, campaign_id);
  s.bind(2, lead_id);
  if (!s.executeStep()) return std::nullopt;
  return read_entry(s);
}

void put_in_hopper(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, int priority,
                   const std::string& source, const std::string& now, std::optional<std::int64_t> added_by) {
  Prepared s(db,
             "INSERT INTO hopper_entries (campaign_id, lead_id, priority, source, added_at, seq, added_by) "
             "VALUES (?1, ?2, ?3, ?4, ?5, (SELECT coalesce(max(seq), 0) + 1 FROM hopper_entries WHERE "
             "campaign_id = ?1), ?6) "
             "ON CONFLICT (campaign_id, lead_id) DO UPDATE SET priority = max(priority, excluded.priority), "
             "source = CASE WHEN excluded.priority > priority THEN excluded.source ELSE source END");
  s.bind(1, campaign_id);
  s.bind(2, lead_id);
  s.bind(3, priority);
  s.bind(4, source);
  s.bind(5, now);
  bind_optional(s, 6, added_by);
  s.exec();
}

int add_to_hopper(SQLite::Database& db, std::int64_t campaign_id, const std::vector<std::int64_t>& lead_ids, int priority,
                  const std::string& source, const std::string& now) {
  Prepared last(db, "SELECT coalesce(max(seq), 0) FROM hopper_entries WHERE campaign_id = ?");
  last.bind(1, campaign_id);
  last.executeStep();
  auto seq = last.getColumn(0).getInt64();
  // A lead promised a callback comes back through callbacks-due alone (for its agent, when mine-only), even once
  // its time has come and before the job has run.
  Prepared s(db,
             "INSERT OR IGNORE INTO hopper_entries (campaign_id, lead_id, priority, source, added_at, seq) "
             "SELECT ?1, ?2, ?3, ?4, ?5, ?6 WHERE NOT EXISTS (SELECT 1 FROM callbacks "
             "INDEXED BY callbacks_open_per_lead WHERE campaign_id = ?1 AND lead_id = ?2 "
             "AND status IN ('scheduled', 'queued'))");
  s.bind(1, campaign_id);
  s.bind(3, priority);
  s.bind(4, source);
  s.bind(5, now);
  int added = 0;
  for (const auto lead_id : lead_ids) {
    s.reset();
    s.bind(2, lead_id);
    s.bind(6, ++seq);
    added += s.exec();
  }
  return added;
}

void set_hopper_priority(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, int priority) {
  Prepared s(db, "UPDATE hopper_entries SET priority = ? WHERE campaign_id = ? AND lead_id = ?");
  s.bind(1, priority);
  s.bind(2, campaign_id);
  s.bind(3, lead_id);
  s.exec();
}

bool remove_from_hopper(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id) {
  Prepared s(db, "DELETE FROM hopper_entries WHERE campaign_id = ? AND lead_id = ?");
  s.bind(1, campaign_id);
  s.bind(2, lead_id);
  return s.exec() > 0;
}

int waiting_count_in_hopper(SQLite::Database& db, std::int64_t campaign_id) {
  Prepared s(db,
             "SELECT count(*) FROM hopper_entries INDEXED BY hopper_next WHERE campaign_id = ? AND claimed_by IS NULL");
  s.bind(1, campaign_id);
  s.executeStep();
  return s.getColumn(0).getInt();
}

std::vector<std::int64_t> waiting_in_hopper(SQLite::Database& db, std::int64_t campaign_id, int limit) {
  Prepared s(db,
             "SELECT lead_id FROM hopper_entries WHERE campaign_id = ? AND claimed_by IS NULL "
             "ORDER BY priority DESC, seq LIMIT ?");
  s.bind(1, campaign_id);
  s.bind(2, limit);
  std::vector<std::int64_t> ids;
  while (s.executeStep()) ids.push_back(s.getColumn(0).getInt64());
  return ids;
}

std::vector<std::int64_t> next_in_hopper(SQLite::Database& db, std::int64_t campaign_id, std::int64_t user_id,
                                         std::int64_t skipped_after, int limit) {
  Prepared s(db,
             "SELECT lead_id FROM hopper_entries WHERE campaign_id = ? AND claimed_by IS NULL "
             "AND (for_user IS NULL OR for_user = ?) AND (skipped_by IS NOT ? OR skipped_at <= ?) "
             "ORDER BY priority DESC, seq LIMIT ?");
  s.bind(1, campaign_id);
  s.bind(2, user_id);
  s.bind(3, user_id);
  s.bind(4, skipped_after);
  s.bind(5, limit);
  std::vector<std::int64_t> ids;
  while (s.executeStep()) ids.push_back(s.getColumn(0).getInt64());
  return ids;
}

void release_hopper_entry(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, std::int64_t user_id) {
  Prepared s(db,
             "UPDATE hopper_entries SET claimed_by = NULL, claimed_at = NULL "
             "WHERE campaign_id = ? AND lead_id = ? AND claimed_by = ?");
  s.bind(1, campaign_id);
  s.bind(2, lead_id);
  s.bind(3, user_id);
  s.exec();
}

bool skip_hopper_entry(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, std::int64_t user_id,
                       std::int64_t now_ms) {
  Prepared s(db,
             "UPDATE hopper_entries SET claimed_by = NULL, claimed_at = NULL, skipped_by = ?, skipped_at = ? "
             "WHERE campaign_id = ? AND lead_id = ? AND claimed_by = ?");
  s.bind(1, user_id);
  s.bind(2, now_ms);
  s.bind(3, campaign_id);
  s.bind(4, lead_id);
  s.bind(5, user_id);
  return s.exec() == 1;
}

bool claim_hopper_entry(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id, std::int64_t user_id,
                        const std::string& now) {
  Prepared s(db,
             "UPDATE hopper_entries SET claimed_by = ?, claimed_at = ? "
             "WHERE campaign_id = ? AND lead_id = ? AND claimed_by IS NULL");
  s.bind(1, user_id);
  s.bind(2, now);
  s.bind(3, campaign_id);
  s.bind(4, lead_id);
  return s.exec() == 1;
}

std::vector<AgentCallback> callbacks_for_waiting_agents(SQLite::Database& db, std::int64_t campaign_id) {
  Prepared s(db,
             "SELECT h.lead_id, h.for_user FROM hopper_entries h INDEXED BY hopper_for_agents "
             "JOIN campaigns cp ON cp.id = h.campaign_id "
             "JOIN agent_states a ON a.user_id = h.for_user AND a.organization_id = cp.organization_id "
             "WHERE h.campaign_id = ?1 AND h.for_user IS NOT NULL AND h.claimed_by IS NULL "
             "AND a.campaign_id = ?1 AND a.state = 'ready' AND a.conference_sid IS NOT NULL "
             "ORDER BY h.priority DESC, h.seq");
  s.bind(1, campaign_id);
  std::vector<AgentCallback> out;
  while (s.executeStep()) out.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getInt64()});
  return out;
}

void remove_from_hopper_if_waiting(SQLite::Database& db, std::int64_t campaign_id, std::int64_t lead_id) {
  Prepared s(db, "DELETE FROM hopper_entries WHERE campaign_id = ? AND lead_id = ? AND claimed_by IS NULL");
  s.bind(1, campaign_id);
  s.bind(2, lead_id);
  s.exec();
}

int clear_waiting_in_hopper(SQLite::Database& db, std::int64_t campaign_id) {
  Prepared s(db, "DELETE FROM hopper_entries WHERE campaign_id = ? AND claimed_by IS NULL");
  s.bind(1, campaign_id);
  return s.exec();
}

std::vector<std::int64_t> hopper_lead_ids(SQLite::Database& db, std::int64_t campaign_id) {
  Prepared s(db, "SELECT lead_id FROM hopper_entries WHERE campaign_id = ?");
  s.bind(1, campaign_id);
  std::vector<std::int64_t> ids;
  while (s.executeStep()) ids.push_back(s.getColumn(0).getInt64());
  return ids;
}

void release_reservations_of(SQLite::Database& db, std::int64_t user_id) {
  Prepared s(db, "UPDATE hopper_entries SET claimed_by = NULL, claimed_at = NULL WHERE claimed_by = ?");
  s.bind(1, user_id);
  s.exec();
}

std::optional<LeadReservation> lead_reservation(SQLite::Database& db, std::int64_t organization_id,
                                                std::int64_t lead_id) {
  Prepared s(db,
             "SELECT h.campaign_id, c.name, coalesce(trim(u.first_name || ' ' || u.last_name), ''), h.claimed_at, "
             "h.claimed_by "
             "FROM hopper_entries h JOIN campaigns c ON c.id = h.campaign_id "
             "LEFT JOIN users u ON u.id = h.claimed_by AND u.organization_id = c.organization_id "
             "WHERE h.lead_id = ? AND c.organization_id = ? AND h.claimed_by IS NOT NULL AND c.status = 'active' "
             "LIMIT 1");
  s.bind(1, lead_id);
  s.bind(2, organization_id);
  if (!s.executeStep()) return std::nullopt;
  return LeadReservation{s.getColumn(0).getInt64(), s.getColumn(1).getString(), s.getColumn(2).getString(),
                         s.getColumn(3).getString(), s.getColumn(4).getInt64()};
}

std::vector<ActiveCampaign> active_campaigns(SQLite::Database& db) {
  Prepared s(db, "SELECT id, organization_id FROM campaigns WHERE status = 'active' ORDER BY id");
  std::vector<ActiveCampaign> out;
  while (s.executeStep()) out.push_back({s.getColumn(0).getInt64(), s.getColumn(1).getInt64()});
  return out;
}

}  // namespace dialer::db
