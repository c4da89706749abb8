#include "domain/twilio_account_client.hpp"

namespace dialer::domain {

integrations::TwilioClient twilio_client_for(const model::TelephonyAccount& account, const TelephonyOptions& options) {
  return integrations::TwilioClient(options.base_url, {account.account_sid, account.account_sid, account.auth_token},
                                    options.timeout);
}

}  // namespace dialer::domain
