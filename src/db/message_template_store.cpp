#include "db/message_template_store.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

constexpr const char* kTemplateColumns =
    "t.id, t.channel, t.name, t.subject, t.body, t.created_at, t.updated_at, "
    "(SELECT count(*) FROM cadence_steps s INDEXED BY cadence_steps_by_template WHERE s.template_id = t.id)";

model::MessageTemplate read_template(SQLite::Statement& s, std::int64_t organization_id) {
  model::MessageTemplate t;
  t.id = s.getColumn(0).getInt64();
  t.organization_id = organization_id;
  t.channel = s.getColumn(1).getString();
  t.name = s.getColumn(2).getString();
  t.subject = s.getColumn(3).getString();
  t.body = s.getColumn(4).getString();
  t.created_at = s.getColumn(5).getString();
  t.updated_at = s.getColumn(6).getString();
  t.used_by = s.getColumn(7).getInt64();
  return t;
}

}  // namespace

std::vector<model::MessageTemplate> message_templates(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, std::string("SELECT ") + kTemplateColumns +
                     " FROM message_templates t WHERE t.organization_id = ? ORDER BY t.name COLLATE NOCASE");
  s.bind(1, organization_id);
  std::vector<model::MessageTemplate> out;
  while (s.executeStep()) out.push_back(read_template(s, organization_id));
  return out;
}

std::optional<model::MessageTemplate> find_message_template(SQLite::Database& db, std::int64_t organization_id,
                                                            std::int64_t id) {
  Prepared s(db,
             std::string("SELECT ") + kTemplateColumns + " FROM message_templates t WHERE t.organization_id = ? AND t.id = ?");
  s.bind(1, organization_id);
  s.bind(2, id);
  if (!s.executeStep()) return std::nullopt;
  return read_template(s, organization_id);
}

bool message_template_name_taken(SQLite::Database& db, std::int64_t organization_id, const std::string& name,
                                 std::int64_t except_id) {
  Prepared s(db, "SELECT 1 FROM message_templates WHERE organization_id = ? AND name = ? AND id != ?");
  s.bind(1, organization_id);
  s.bind(2, name);
  s.bind(3, except_id);
  return s.executeStep();
}

std::int64_t insert_message_template(SQLite::Database& db, const model::MessageTemplate& t) {
  Prepared s(db,
             "INSERT INTO message_templates (organization_id, channel, name, subject, body, created_at, "
             "updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)");
  s.bind(1, t.organization_id);
  s.bind(2, t.channel);
  s.bind(3, t.name);
  s.bind(4, t.subject);
  s.bind(5, t.body);
  s.bind(6, t.created_at);
  s.bind(7, t.updated_at);
  s.exec();
  return db.getLastInsertRowid();
}

void update_message_template(SQLite::Database& db, const model::MessageTemplate& t) {
  Prepared s(db, "UPDATE message_templates SET name = ?, subject = ?, body = ?, updated_at = ? WHERE id = ?");
  s.bind(1, t.name);
  s.bind(2, t.subject);
  s.bind(3, t.body);
  s.bind(4, t.updated_at);
  s.bind(5, t.id);
  s.exec();
}

void delete_message_template(SQLite::Database& db, std::int64_t id) {
  Prepared s(db, "DELETE FROM message_templates WHERE id = ?");
  s.bind(1, id);
  s.exec();
}

std::optional<std::string> emoji_set(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, "SELECT emojis FROM emoji_sets WHERE organization_id = ?");
  s.bind(1, organization_id);
  if (!s.executeStep()) return std::nullopt;
  return s.getColumn(0).getString();
}

void save_emoji_set(SQLite::Database& db, std::int64_t organization_id, const std::string& emojis, const std::string& at) {
  Prepared s(db,
             "INSERT INTO emoji_sets (organization_id, emojis, updated_at) VALUES (?, ?, ?) "
             "ON CONFLICT (organization_id) DO UPDATE SET emojis = excluded.emojis, updated_at = excluded.updated_at");
  s.bind(1, organization_id);
  s.bind(2, emojis);
  s.bind(3, at);
  s.exec();
}

}  // namespace dialer::db
