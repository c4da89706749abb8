#pragma once
// SQL for the organizations' mail relays (SMTP).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>

#include "model/mail_relay.hpp"

namespace dialer::db {

std::optional<model::MailRelay> find_mail_relay(SQLite::Database& db, std::int64_t organization_id);
// Inserts or replaces the whole row.
void save_mail_relay(SQLite::Database& db, const model::MailRelay& relay);
// The outcome of a send through the relay: working (and when it last sent) or error with the reason.
void note_mail_relay_use(SQLite::Database& db, std::int64_t organization_id, const std::optional<std::string>& error,
                         const std::string& at);

}  // namespace dialer::db
