#include "domain/email_outbox.hpp"

#include "db/database.hpp"
#include "db/outbox_store.hpp"
#include "dialer/iso_time.hpp"

namespace dialer::domain {

std::int64_t EmailOutbox::waiting() {
  return database_.read([](SQLite::Database& db) { return db::count_queued_emails(db); });
}

int EmailOutbox::expire_overdue() {
  const auto now = iso8601_utc(clock_.now());
  return database_.write([&](SQLite::Database& db) { return db::expire_queued_emails(db, now, false); });
}

int EmailOutbox::expire_sealed_from_earlier_runs() {
  const auto now = iso8601_utc(clock_.now());
  return database_.write([&](SQLite::Database& db) { return db::expire_queued_emails(db, now, true); });
}

}  // namespace dialer::domain
