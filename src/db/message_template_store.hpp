#pragma once
// SQL for message templates and the organization's emoji set.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "model/cadence.hpp"

namespace dialer::db {

// By name, with how many cadence steps send each.
std::vector<model::MessageTemplate> message_templates(SQLite::Database& db, std::int64_t organization_id);
std::optional<model::MessageTemplate> find_message_template(SQLite::Database& db, std::int64_t organization_id,
                                                            std::int64_t id);
bool message_template_name_taken(SQLite::Database& db, std::int64_t organization_id, const std::string& name,
                                 std::int64_t except_id);
std::int64_t insert_message_template(SQLite::Database& db, const model::MessageTemplate& t);
void update_message_template(SQLite::Database& db, const model::MessageTemplate& t);
void delete_message_template(SQLite::Database& db, std::int64_t id);

// The emojis in their order; none before the organization saved its own.
std::optional<std::string> emoji_set(SQLite::Database& db, std::int64_t organization_id);
void save_emoji_set(SQLite::Database& db, std::int64_t organization_id, const std::string& emojis, const std::string& at);

}  // namespace dialer::db
