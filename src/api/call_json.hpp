#pragma once
// Calls as the API writes them (docs/api.md, "Calls").
#include <nlohmann/json.hpp>

#include "model/call.hpp"

namespace dialer::api {

nlohmann::ordered_json call_json(const model::Call& call);
nlohmann::ordered_json call_event_json(const model::CallEvent& event);

}  // namespace dialer::api
