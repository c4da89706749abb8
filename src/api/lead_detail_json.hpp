#pragma once
// What the API shows of a lead beside its fields: its history and its own time now.
#include "api/json_io.hpp"
#include "domain/leads.hpp"

namespace dialer::api {

json history_json(const domain::LeadHistory& history);
json calling_time_json(const domain::LeadCallingTime& time);

}  // namespace dialer::api
