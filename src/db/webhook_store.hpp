#pragma once
// SQL for inbound lead webhooks.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>
#include "model/integration.hpp"

namespace dialer::db {

std::vector<model::Webhook> list_webhooks(SQLite::Database& db, std::int64_t organization_id);
std::optional<model::Webhook> find_webhook(SQLite::Database& db, std::int64_t organization_id, std::int64_t id);
std::optional<model::Webhook> find_webhook_by_key(SQLite::Database& db, const std::string& url_key);
std::int64_t insert_webhook(SQLite::Database& db, const model::Webhook& webhook);
void update_webhook(SQLite::Database& db, const model::Webhook& webhook);
void delete_webhook(SQLite::Database& db, std::int64_t id);
void mark_webhook_received(SQLite::Database& db, std::int64_t id, const std::string& now);

// Deliveries that named themselves (X-Webhook-Id): what the first one was answered, as stored.
std::optional<std::string> find_webhook_delivery(SQLite::Database& db, std::int64_t webhook_id,
                                                 const std::string& delivery_id);
void insert_webhook_delivery(SQLite::Database& db, std::int64_t webhook_id, const std::string& delivery_id,
                             std::int64_t received_at, const std::string& answer);
int forget_webhook_deliveries_before(SQLite::Database& db, std::int64_t before);

}  // namespace dialer::db
