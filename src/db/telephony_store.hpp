#pragma once
// SQL for the organization's Twilio account (migration 0028).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>

#include "model/telephony.hpp"

namespace dialer::db {

std::optional<model::TelephonyAccount> find_telephony_account(SQLite::Database& db, std::int64_t organization_id);
// Inserts or replaces the whole row.
void save_telephony_account(SQLite::Database& db, const model::TelephonyAccount& account);

}  // namespace dialer::db
