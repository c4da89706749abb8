#include "domain/email_unsubscribes.hpp"

#include "db/database.hpp"
#include "db/lead_consent_store.hpp"
#include "db/lead_message_store.hpp"
#include "db/outbox_store.hpp"
#include "dialer/iso_time.hpp"
#include "domain/cadences.hpp"
#include "domain/domain_error.hpp"

namespace dialer::domain {

std::string EmailUnsubscribes::unsubscribe(const std::string& token) {
  if (token.empty() || token.size() > 100) throw DomainError::not_found("This unsubscribe link is not known");
  const auto now = iso8601_utc(clock_.now());
  return database_.write([&](SQLite::Database& db) {
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
    return target->recipient;
  });
}

}  // namespace dialer::domain
