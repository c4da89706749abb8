#pragma once
// SQL for inbound lead webhooks.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace dialer::db {

struct WebhookRecord {
  std::int64_t id = 0;
  std::int64_t organization_id = 0;
  std::string name;
  std::string source;
  bool enabled = true;
  std::vector<std::string> events;
  std::optional<std::string> secret;
  std::string url_key;
  std::string created_at;
  std::string updated_at;
  std::optional<std::string> last_received_at;
};

std::vector<WebhookRecord> list_webhooks(SQLite::Database& db, std::int64_t organization_id);
std::optional<WebhookRecord> find_webhook(SQLite::Database& db, std::int64_t organization_id, std::int64_t id);
std::optional<WebhookRecord> find_webhook_by_key(SQLite::Database& db, const std::string& url_key);
std::int64_t insert_webhook(SQLite::Database& db, const WebhookRecord& webhook);
void update_webhook(SQLite::Database& db, const WebhookRecord& webhook);
void delete_webhook(SQLite::Database& db, std::int64_t id);
void mark_webhook_received(SQLite::Database& db, std::int64_t id, const std::string& now);

}  // namespace dialer::db
