#include "domain/twilio_account_client.hpp"

#include "db/telephony_store.hpp"
#include "domain/domain_error.hpp"

namespace dialer::domain {

model::TelephonyAccount connected_account(SQLite::Database& db, std::int64_t organization_id) {
  auto account = db::find_telephony_account(db, organization_id);
  if (!account || account->account_sid.empty() || account->auth_token.empty()) {
    throw DomainError::conflict("telephony_not_connected", "Connect the Twilio account on the Twilio screen first");
  }
  return *account;
}

integrations::TwilioClient twilio_client_for(const model::TelephonyAccount& account, const TelephonyOptions& options) {
  return integrations::TwilioClient(options.base_url, {account.account_sid, account.account_sid, account.auth_token},
                                    options.timeout);
}

LegPlaced place_with_provider(const model::TelephonyAccount& account, const TelephonyOptions& options,
                              const integrations::TwilioCallRequest& request) {
  LegPlaced placed;
  try {
    placed.sid = twilio_client_for(account, options).create_call(request).sid;
  } catch (const integrations::TwilioError& e) {
    placed.failure = e.what();
    placed.refused_as_made = e.http_status() == 400;
  }
  return placed;
}

}  // namespace dialer::domain
