#pragma once
// Events as the live stream sends them: the SSE event name, the JSON data, and who may see them.
#include <string>

#include "auth/caller.hpp"
#include "events/events.hpp"

namespace dialer::api {

// "leads.changed", "lists.changed", "import.progress", "integration.changed".
std::string event_name(const events::Payload& payload);
std::string event_data(const events::Payload& payload);
// Only the caller's organization, and for now only its admins: every event so far is about what the admin
// screens show (the dialer's agent events will widen this).
bool visible_to(const events::Payload& payload, const auth::Caller& caller);

}  // namespace dialer::api
