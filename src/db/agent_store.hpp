#pragma once
// SQL for agents: the organization's users with their dialer settings and campaign assignments.
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>
#include "model/agent.hpp"

namespace dialer::db {

// Sorted by name, case-insensitively.
std::vector<model::Agent> list_agents(SQLite::Database& db, std::int64_t organization_id, bool include_inactive);
std::optional<model::Agent> find_agent(SQLite::Database& db, std::int64_t organization_id, std::int64_t agent_id);
// The id of the user holding this lower-cased e-mail anywhere on the appliance.
std::optional<std::int64_t> user_id_by_email(SQLite::Database& db, const std::string& email_key);
std::int64_t insert_agent(SQLite::Database& db, std::int64_t organization_id, const model::AgentFields& fields,
                          const std::string& password_hash, const std::string& now);
void update_agent(SQLite::Database& db, std::int64_t agent_id, const model::AgentFields& fields, const std::string& now);
void touch_agent(SQLite::Database& db, std::int64_t agent_id, const std::string& now);
void set_agent_active(SQLite::Database& db, std::int64_t agent_id, bool active, const std::string& now);
int count_active_superadmins(SQLite::Database& db, std::int64_t organization_id);
void replace_agent_campaigns(SQLite::Database& db, std::int64_t agent_id, const std::vector<std::int64_t>& campaign_ids);

}  // namespace dialer::db
