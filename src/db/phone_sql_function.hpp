#pragma once
#include <SQLiteCpp/SQLiteCpp.h>

namespace dialer::db {

// Adds dialer_phone_e164(phone, region) to a connection: phone::dialable_e164 as SQL, for the migration that
// reads every stored lead phone as E.164 (src/migrations/0018_phone_e164.sql).
void register_phone_function(SQLite::Database& db);

}  // namespace dialer::db
