#pragma once
// The Twilio REST client for an organization's stored account: its Account SID and Auth Token, at the base address
// and with the timeout the server was started with (--twilio-base-url).
#include "domain/telephony.hpp"
#include "integrations/twilio_client.hpp"
#include "model/telephony.hpp"

namespace dialer::domain {

integrations::TwilioClient twilio_client_for(const model::TelephonyAccount& account, const TelephonyOptions& options);

}  // namespace dialer::domain
