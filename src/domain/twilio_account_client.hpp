#pragma once
// The Twilio REST client for an organization's stored account: its Account SID and Auth Token, at the base address
// and with the timeout the server was started with (--twilio-base-url).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>

#include "domain/telephony.hpp"
#include "integrations/twilio_client.hpp"
#include "model/telephony.hpp"

namespace dialer::domain {

// The organization's account, refused (409 telephony_not_connected) until it has credentials.
model::TelephonyAccount connected_account(SQLite::Database& db, std::int64_t organization_id);

integrations::TwilioClient twilio_client_for(const model::TelephonyAccount& account, const TelephonyOptions& options);

}  // namespace dialer::domain
