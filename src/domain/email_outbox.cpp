#include "domain/email_outbox.hpp"

#include "db/database.hpp"
#include "db/outbox_store.hpp"

namespace dialer::domain {

std::int64_t EmailOutbox::waiting() {
  return database_.read([](SQLite::Database& db) { return db::count_queued_emails(db); });
}

}  // namespace dialer::domain
