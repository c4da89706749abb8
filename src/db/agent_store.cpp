#include "db/agent_store.hpp"
#include "db/prepared.hpp"

#include <algorithm>
#include <charconv>

namespace dialer::db {
namespace {

constexpr const char* kAgentSelect =
    "SELECT u.id, u.organization_id, u.first_name, u.last_name, u.email, u.email_key, u.phone, u.extension, u.role, "
    "u.status, u.max_concurrent_calls, u.auto_answer, u.active, u.created_at, u.updated_at, "
    "(SELECT group_concat(campaign_id) FROM agent_campaigns ac WHERE ac.user_id = u.id) "
    "FROM users u ";

std::vector<std::int64_t> parse_id_list(const std::string& text) {
  std::vector<std::int64_t> ids;
  const char* p = text.data();
  const char* end = p + text.size();
  while (p < end) {
    std::int64_t id = 0;
    const auto result = std::from_chars(p, end, id);
    if (result.ec != std::errc()) break;
    ids.push_back(id);
    p = result.ptr + (result.ptr < end ? 1 : 0);  // skip the comma
  }
  std::sort(ids.begin(), ids.end());
  return ids;
}

model::Agent read_agent(SQLite::Statement& s) {
  model::Agent a;
  a.id = s.getColumn(0).getInt64();
  a.organization_id = s.getColumn(1).getInt64();
  a.fields.first_name = s.getColumn(2).getString();
  a.fields.last_name = s.getColumn(3).getString();
  a.fields.email = s.getColumn(4).getString();
  a.fields.email_key = s.getColumn(5).getString();
  a.fields.phone = s.getColumn(6).getString();
  a.fields.extension = s.getColumn(7).getString();
  a.fields.role = s.getColumn(8).getString();
  a.fields.status = s.getColumn(9).getString();
  a.fields.max_concurrent_calls = s.getColumn(10).getInt();
  a.fields.auto_answer = s.getColumn(11).getInt() != 0;
  a.active = s.getColumn(12).getInt() != 0;
  a.created_at = s.getColumn(13).getString();
  a.updated_at = s.getColumn(14).getString();
  a.campaign_ids = parse_id_list(s.getColumn(15).getString());
  return a;
}

void bind_fields(SQLite::Statement& s, const model::AgentFields& f) {
  s.bind(1, f.first_name);
  s.bind(2, f.last_name);
  s.bind(3, f.email);
  s.bind(4, f.email_key);
  s.bind(5, f.phone);
  s.bind(6, f.extension);
  s.bind(7, f.role);
  s.bind(8, f.status);
  s.bind(9, f.max_concurrent_calls);
  s.bind(10, f.auto_answer ? 1 : 0);
}

}  // namespace

std::vector<model::Agent> list_agents(SQLite::Database& db, std::int64_t organization_id, bool include_inactive) {
  Prepared s(db, std::string(kAgentSelect) +
                     "WHERE u.organization_id = ? AND (u.active = 1 OR ?) "
                     "ORDER BY u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE, u.id");
  s.bind(1, organization_id);
  s.bind(2, include_inactive ? 1 : 0);
  std::vector<model::Agent> agents;
  while (s.executeStep()) agents.push_back(read_agent(s));
  return agents;
}

std::optional<model::Agent> find_agent(SQLite::Database& db, std::int64_t organization_id, std::int64_t agent_id) {
  Prepared s(db, std::string(kAgentSelect) + "WHERE u.id = ? AND u.organization_id = ?");
  s.bind(1, agent_id);
  s.bind(2, organization_id);
  if (!s.executeStep()) return std::nullopt;
  return read_agent(s);
}

std::optional<std::int64_t> user_id_by_email(SQLite::Database& db, const std::string& email_key) {
  Prepared s(db, "SELECT id FROM users WHERE email_key = ?");
  s.bind(1, email_key);
  if (!s.executeStep()) return std::nullopt;
  return s.getColumn(0).getInt64();
}

std::int64_t insert_agent(SQLite::Database& db, std::int64_t organization_id, const model::AgentFields& fields,
                          const std::string& password_hash, const std::string& now) {
  Prepared s(db,
             "INSERT INTO users (first_name, last_name, email, email_key, phone, extension, role, status, "
             "max_concurrent_calls, auto_answer, organization_id, password_hash, active, created_at, "
             "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)");
  bind_fields(s, fields);
  s.bind(11, organization_id);
  s.bind(12, password_hash);
  s.bind(13, now);
  s.bind(14, now);
  s.exec();
  return db.getLastInsertRowid();
}

void update_agent(SQLite::Database& db, std::int64_t agent_id, const model::AgentFields& fields, const std::string& now) {
  Prepared s(db,
             "UPDATE users SET first_name = ?, last_name = ?, email = ?, email_key = ?, phone = ?, "
             "extension = ?, role = ?, status = ?, max_concurrent_calls = ?, auto_answer = ?, "
             "updated_at = ? WHERE id = ?");
  bind_fields(s, fields);
  s.bind(11, now);
  s.bind(12, agent_id);
  s.exec();
}

void touch_agent(SQLite::Database& db, std::int64_t agent_id, const std::string& now) {
  Prepared s(db, "UPDATE users SET updated_at = ? WHERE id = ?");
  s.bind(1, now);
  s.bind(2, agent_id);
  s.exec();
}

void set_agent_active(SQLite::Database& db, std::int64_t agent_id, bool active, const std::string& now) {
  Prepared s(db, "UPDATE users SET active = ?, updated_at = ? WHERE id = ?");
  s.bind(1, active ? 1 : 0);
  s.bind(2, now);
  s.bind(3, agent_id);
  s.exec();
}

int count_active_superadmins(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, "SELECT count(*) FROM users WHERE organization_id = ? AND active = 1 AND role = 'superadmin'");
  s.bind(1, organization_id);
  s.executeStep();
  return s.getColumn(0).getInt();
}

void replace_agent_campaigns(SQLite::Database& db, std::int64_t agent_id, const std::vector<std::int64_t>& ids) {
  Prepared clear(db, "DELETE FROM agent_campaigns WHERE user_id = ?");
  clear.bind(1, agent_id);
  clear.exec();
  Prepared add(db, "INSERT OR IGNORE INTO agent_campaigns (user_id, campaign_id) VALUES (?, ?)");
  for (const auto id : ids) {
    add.bind(1, agent_id);
    add.bind(2, id);
    add.exec();
    add.reset();
  }
}

}  // namespace dialer::db
