#include "api/events_api.hpp"

#include "api/event_stream_hub.hpp"
#include "api/json_io.hpp"
#include "http/api_error.hpp"
#include "dialer/iso_time.hpp"
#include "domain/stream_tickets.hpp"
#include "http/router.hpp"

namespace dialer::api {

using http::Access;
using http::ApiRequest;
using http::ApiResponse;

void register_event_routes(http::Router& router, domain::StreamTickets& tickets, EventStreamHub& hub) {
  router.add(
      "POST", "/api/v1/events/tickets", Access::kSignedIn,
      [&tickets](ApiRequest& req) {
        const auto ticket = tickets.issue(req.signed_in());
        return json_response(201, {{"ticket", ticket.ticket}, {"expiresAt", iso8601_utc(ticket.expires_at)}});
      },
      http::BodyKind::kAny);

  // EventSource cannot send an Authorization header: the ticket in the address stands for it.
  router.add("GET", "/api/v1/events", Access::kPublic, [&tickets, &hub](ApiRequest& req) {
    // A HEAD has no stream to open: it must not use the ticket up.
    if (req.method == "HEAD") {
      ApiResponse head;
      head.content_type = "text/event-stream";
      return head;
    }
    const auto caller = tickets.redeem(req.query_value("ticket").value_or(""));
    // A ticket stands for its session as it was: signed out, deactivated, given a new password or another role
    // since, it opens nothing (the client asks for a new one, in its role now).
    const auto checked_at = caller ? hub.admit(*caller) : std::nullopt;
    if (!checked_at) {
      throw ApiError(401, "invalid_ticket",
                     "The live updates ticket is not valid: ask for a new one (each works once, for 30 seconds)");
    }
    std::string last_event_id = req.header("Last-Event-ID");
    if (last_event_id.empty()) last_event_id = req.query_value("lastEventId").value_or("");
    ApiResponse response;
    response.content_type = "text/event-stream";
    response.headers = {{"X-Accel-Buffering", "no"}};  // a reverse proxy must pass events on at once
    response.live = [&hub, caller = *caller, last_event_id,
                     checked_at = *checked_at](std::shared_ptr<http::LiveSink> sink) {
      hub.attach(std::move(sink), caller, last_event_id, checked_at);
    };
    return response;
  });
}

}  // namespace dialer::api
