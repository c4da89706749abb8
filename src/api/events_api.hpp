#pragma once
namespace dialer::http {
class Router;
}
namespace dialer::domain {
class StreamTickets;
}

namespace dialer::api {

class EventStreamHub;

// POST /api/v1/events/tickets (a single-use ticket) and GET /api/v1/events (the live stream).
void register_event_routes(http::Router& router, domain::StreamTickets& tickets, EventStreamHub& hub);

}  // namespace dialer::api
