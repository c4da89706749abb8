#pragma once
// The Twilio REST client for an organization's stored account: its Account SID and Auth Token, at the base address
// and with the timeout the server was started with (--twilio-base-url).
#include <SQLiteCpp/SQLiteCpp.h>

#include <cstdint>
#include <optional>
#include <string>

#include "domain/telephony.hpp"
#include "integrations/twilio_client.hpp"
#include "model/telephony.hpp"

namespace dialer::domain {

// The organization's account, refused (409 telephony_not_connected) until it has credentials.
model::TelephonyAccount connected_account(SQLite::Database& db, std::int64_t organization_id);

integrations::TwilioClient twilio_client_for(const model::TelephonyAccount& account, const TelephonyOptions& options);

// What the provider answered when asked to place one leg of a call.
struct LegPlaced {
  std::optional<std::string> sid;      // the leg (CA…), when the provider took the request
  std::optional<std::string> failure;  // why not, in the provider's words
  bool refused_as_made = false;        // the same request would be refused again (HTTP 400: the number, the country)
};
// The one path by which the product places a call leg, the agent's phone or the lead: every call it places goes
// through here, and what it answered is recorded by the caller in its own write.
LegPlaced place_with_provider(const model::TelephonyAccount& account, const TelephonyOptions& options,
                              const integrations::TwilioCallRequest& request);

}  // namespace dialer::domain
