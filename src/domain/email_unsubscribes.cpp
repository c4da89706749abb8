#include "domain/email_unsubscribes.hpp"

#include "db/database.hpp"
#include "db/lead_consent_store.hpp"
#include "db/lead_message_store.hpp"
#include "db/outbox_store.hpp"
#include "dialer/iso_time.hpp"
#include "domain/cadences.hpp"
#include "domain/domain_error.hpp"
#include "domain/opt_out_reach.hpp"

namespace dialer::domain {

std::string EmailUnsubscribes::unsubscribe(const std::string& token) {
  if (token.empty() || token.size() > 100) throw DomainError::not_found("This unsubscribe link is not known");
  const auto now = iso8601_utc(clock_.now());
  // Which organization the link is for is known only inside the write: its setting is read there, from the cache.
  return database_.write([&](db::Transaction& tx) {
    SQLite::Database& db = tx;
    const auto target = db::find_unsubscribe_target(db, token);
    if (!target) throw DomainError::not_found("This unsubscribe link is not known");
    if (!db::email_opted_out(db, target->organization_id, target->recipient)) {
      db::insert_email_opt_out(db, target->organization_id, target->recipient, now, "unsubscribe link");
      if (target->lead_id) {
        db::insert_lead_consent(db, {0, target->organization_id, *target->lead_id, "email", "revoked", "unsubscribe_link",
                                     target->recipient, "Unsubscribed with the link in an e-mail", now, {}});
      }
    }
    if (target->lead_id) cadences_.stop_for_lead(db, target->organization_id, *target->lead_id, "opted_out");
    if (reach_.reaches_all(target->organization_id)) {
      reach_.reach(tx, target->organization_id, target->lead_id, "unsubscribe_link",
                   "Unsubscribed with the link in an e-mail", now);
    }
    return target->recipient;
  });
}

}  // namespace dialer::domain
