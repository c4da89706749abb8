#include "domain/opt_out_reach.hpp"

#include "auth/caller.hpp"
#include "db/lead_consent_store.hpp"
#include "db/lead_message_store.hpp"
#include "db/lead_store.hpp"
#include "domain/cadences.hpp"
#include "domain/calling_rules_settings.hpp"
#include "domain/do_not_call.hpp"

namespace dialer::domain {
namespace {

// The do-not-call list's word for where an opt-out came from (migrations 0020, 0051).
std::string dnc_source(const std::string& source) {
  if (source == "key_press") return "key_press";
  if (source == "unsubscribe_link") return "email_opt_out";
  if (source == "disposition") return "disposition";
  return "sms_opt_out";  // a text's STOP, or the carrier's opt-out of texts
}

}  // namespace

bool OptOutReach::reaches_all(std::int64_t organization_id) {
  return rules_.of(organization_id).rules.opt_out_all_channels;
}

void OptOutReach::reach(db::Transaction& tx, std::int64_t organization_id, std::optional<std::int64_t> lead_id,
                        const std::string& source, const std::string& detail, const std::string& now) {
  if (!lead_id) return;
  SQLite::Database& db = tx;
  const auto lead = db::find_lead(db, organization_id, *lead_id);
  if (!lead) return;
  const auto& phone = lead->fields.phone_e164;
  const auto& email = lead->fields.email;
  if (!phone.empty()) {
    auth::Caller system;
    system.organization_id = organization_id;
    dnc_.add_in(tx, system, phone, {0, detail + " (every channel)", dnc_source(source), ""});
    if (!db::sms_opted_out(db, organization_id, phone)) db::insert_sms_opt_out(db, organization_id, phone, now, source);
  }
  if (!email.empty() && !db::email_opted_out(db, organization_id, email)) {
    db::insert_email_opt_out(db, organization_id, email, now, source);
  }
  db::insert_lead_consent(db, {0, organization_id, *lead_id, "all", "revoked", source, phone.empty() ? email : phone,
                               detail + " — the organization stops every channel after an opt-out", now, {}});
  cadences_.stop_for_lead(db, organization_id, *lead_id, "opted_out");
}

}  // namespace dialer::domain
