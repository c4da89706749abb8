#include "db/webhook_store.hpp"

#include <nlohmann/json.hpp>

#include "db/optional_columns.hpp"
#include "db/prepared.hpp"

namespace dialer::db {
namespace {

constexpr const char* kWebhookColumns =
    "w.id, w.organization_id, w.name, w.source, w.enabled, w.events, w.secret, w.url_key, w.created_at, "
    "w.updated_at, w.last_received_at, w.accept_unstamped, w.list_id, coalesce(l.name, ''), "
    "w.cadence_id, coalesce(c.name, '')";
constexpr const char* kFrom =
    " FROM webhooks w LEFT JOIN lead_lists l ON l.id = w.list_id AND l.organization_id = w.organization_id "
    "LEFT JOIN cadences c ON c.id = w.cadence_id AND c.organization_id = w.organization_id ";

std::vector<std::string> events_from(const std::string& text) {
  std::vector<std::string> events;
  const auto parsed = nlohmann::json::parse(text, nullptr, false);
  if (!parsed.is_array()) return events;
  for (const auto& item : parsed) {
    if (item.is_string()) events.push_back(item.get<std::string>());
  }
  return events;
}

model::Webhook read_webhook(SQLite::Statement& s) {
  model::Webhook w;
  w.id = s.getColumn(0).getInt64();
  w.organization_id = s.getColumn(1).getInt64();
  w.name = s.getColumn(2).getString();
  w.source = s.getColumn(3).getString();
  w.enabled = s.getColumn(4).getInt() != 0;
  w.events = events_from(s.getColumn(5).getString());
  w.secret = optional_text(s.getColumn(6));
  w.url_key = s.getColumn(7).getString();
  w.created_at = s.getColumn(8).getString();
  w.updated_at = s.getColumn(9).getString();
  w.last_received_at = optional_text(s.getColumn(10));
  w.accept_unstamped_signatures = s.getColumn(11).getInt() != 0;
  w.list_id = optional_int64(s.getColumn(12));
  w.list_name = s.getColumn(13).getString();
  w.cadence_id = optional_int64(s.getColumn(14));
  w.cadence_name = s.getColumn(15).getString();
  return w;
}

// name, source, enabled, events, secret, accept_unstamped, list_id, cadence_id at `first`…first+7.
void bind_settings(SQLite::Statement& s, int first, const model::Webhook& w) {
  s.bind(first, w.name);
  s.bind(first + 1, w.source);
  s.bind(first + 2, w.enabled ? 1 : 0);
  s.bind(first + 3, nlohmann::json(w.events).dump());
  bind_optional(s, first + 4, w.secret);
  s.bind(first + 5, w.accept_unstamped_signatures ? 1 : 0);
  bind_optional(s, first + 6, w.list_id);
  bind_optional(s, first + 7, w.cadence_id);
}

}  // namespace

std::vector<model::Webhook> list_webhooks(SQLite::Database& db, std::int64_t organization_id) {
  Prepared s(db, std::string("SELECT ") + kWebhookColumns + kFrom + "WHERE w.organization_id = ? ORDER BY w.id");
  s.bind(1, organization_id);
  std::vector<model::Webhook> out;
  while (s.executeStep()) out.push_back(read_webhook(s));
  return out;
}

std::optional<model::Webhook> find_webhook(SQLite::Database& db, std::int64_t organization_id, std::int64_t id) {
  Prepared s(db, std::string("SELECT ") + kWebhookColumns + kFrom + "WHERE w.organization_id = ? AND w.id = ?");
  s.bind(1, organization_id);
  s.bind(2, id);
  if (!s.executeStep()) return std::nullopt;
  return read_webhook(s);
}

std::optional<model::Webhook> find_webhook_by_key(SQLite::Database& db, const std::string& url_key) {
  Prepared s(db, std::string("SELECT ") + kWebhookColumns + kFrom + "WHERE w.url_key = ?");
  s.bind(1, url_key);
  if (!s.executeStep()) return std::nullopt;
  return read_webhook(s);
}

std::int64_t insert_webhook(SQLite::Database& db, const model::Webhook& w) {
  Prepared s(db,
             "INSERT INTO webhooks (name, source, enabled, events, secret, accept_unstamped, list_id, cadence_id, "
             "organization_id, url_key, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
  bind_settings(s, 1, w);
  s.bind(9, w.organization_id);
  s.bind(10, w.url_key);
  s.bind(11, w.created_at);
  s.bind(12, w.updated_at);
  s.exec();
  return db.getLastInsertRowid();
}

void update_webhook(SQLite::Database& db, const model::Webhook& w) {
  Prepared s(db,
             "UPDATE webhooks SET name = ?, source = ?, enabled = ?, events = ?, secret = ?, accept_unstamped = ?, "
             "list_id = ?, cadence_id = ?, updated_at = ? WHERE id = ?");
  bind_settings(s, 1, w);
  s.bind(9, w.updated_at);
  s.bind(10, w.id);
  s.exec();
}

void delete_webhook(SQLite::Database& db, std::int64_t id) {
  Prepared s(db, "DELETE FROM webhooks WHERE id = ?");
  s.bind(1, id);
  s.exec();
}

void mark_webhook_received(SQLite::Database& db, std::int64_t id, const std::string& now) {
  Prepared s(db, "UPDATE webhooks SET last_received_at = ? WHERE id = ?");
  s.bind(1, now);
  s.bind(2, id);
  s.exec();
}

std::optional<std::string> find_webhook_delivery(SQLite::Database& db, std::int64_t webhook_id,
                                                 const std::string& delivery_id) {
  Prepared s(db, "SELECT answer FROM webhook_deliveries WHERE webhook_id = ? AND delivery_id = ?");
  s.bind(1, webhook_id);
  s.bind(2, delivery_id);
  if (!s.executeStep()) return std::nullopt;
  return s.getColumn(0).getString();
}

void insert_webhook_delivery(SQLite::Database& db, std::int64_t webhook_id, const std::string& delivery_id,
                             std::int64_t received_at, const std::string& answer) {
  Prepared s(db, "INSERT INTO webhook_deliveries (webhook_id, delivery_id, received_at, answer) VALUES (?, ?, ?, ?)");
  s.bind(1, webhook_id);
  s.bind(2, delivery_id);
  s.bind(3, received_at);
  s.bind(4, answer);
  s.exec();
}

int forget_webhook_deliveries_before(SQLite::Database& db, std::int64_t before) {
  Prepared s(db, "DELETE FROM webhook_deliveries WHERE received_at < ?");
  s.bind(1, before);
  return s.exec();
}

}  // namespace dialer::db
