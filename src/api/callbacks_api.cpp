#include "api/callbacks_api.hpp"

#include <chrono>

#include "api/json_io.hpp"
#include "dialer/iso_time.hpp"
#include "domain/callbacks.hpp"
#include "http/router.hpp"

namespace dialer::api {

void register_callback_routes(http::Router& router, domain::Callbacks& callbacks) {
  router.add("GET", "/api/v1/me/callbacks", http::Access::kSignedIn, [&callbacks](http::ApiRequest& req) {
    json list = json::array();
    for (const auto& b : callbacks.mine(req.signed_in())) {
      list.push_back({{"id", b.id},
                      {"lead", {{"id", b.lead_id}, {"name", b.lead_name}, {"phone", b.lead_phone}}},
                      {"campaign", {{"id", b.campaign_id}, {"name", b.campaign_name}}},
                      {"dueAt", iso8601_utc(std::chrono::system_clock::time_point(std::chrono::milliseconds(b.due_at)), true)},
                      {"localTime", b.local_time},
                      {"timezone", b.timezone},
                      {"mineOnly", b.for_user.has_value()},
                      {"note", b.note},
                      {"status", b.status},
                      {"overdue", callbacks.overdue(b)}});
    }
    return json_response(200, {{"callbacks", list}});
  });
}

}  // namespace dialer::api
