// Commit events and the live stream over real HTTP: what each write publishes (in commit order, nothing for
// a failed write), single-use tickets, who sees what, and resuming after a dropped connection and after a
// restart of the server.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>
#include <thread>
#include <vector>

#include "events/events.hpp"
#include "support/accounts.hpp"
#include "support/raw_connection.hpp"
#include "support/test_server.hpp"

namespace {

using test::event_ticket;
using namespace std::chrono_literals;
using dialer::events::Event;
using nlohmann::json;

std::vector<Event> events_after(test::TestServer& server, std::uint64_t after) {
  return server.app().events().since(after).value();
}

// Opens GET /api/v1/events and waits for its first event (ready or reset).
test::RawConnection open_event_stream(test::TestServer& server, const std::string& token,
                                      const std::string& last_id = "") {
  test::RawConnection stream(server.port());
  std::string request = "GET /api/v1/events?ticket=" + event_ticket(server, token) + " HTTP/1.1\r\nHost: x\r\n";
  if (!last_id.empty()) request += "Last-Event-ID: " + last_id + "\r\n";
  stream.send(request + "\r\n");
  REQUIRE(stream.read_until("\ndata: {}\n"));
  return stream;
}

// The id of the last event the stream received.
std::string last_id_of(const std::string& received) {
  const auto at = received.rfind("\nid: ");
  if (at == std::string::npos) return received.rfind("id: ", 0) == 0 ? received.substr(4, received.find('\n') - 4) : "";
  return received.substr(at + 5, received.find('\n', at + 5) - at - 5);
}

json create_named_lead(test::TestServer& server, const std::string& token, const std::string& name) {
  return test::create_lead(server, token, json{{"name", name}});
}

}  // namespace

TEST_CASE("events: creates, edits and deletes publish one event each, in commit order, a failed write none") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Evented", "o@evented.test");
  const auto start = server.app().events().last_sequence();
  const auto lead = create_named_lead(server, owner.token, "Ada King");
  const auto id = lead["id"].get<std::int64_t>();
  REQUIRE(test::call(server, "PUT", "/api/v1/leads/" + std::to_string(id), owner.token, R"({"company":"Acme"})")->status ==
          200);
  REQUIRE(test::call(server, "PUT", "/api/v1/leads/" + std::to_string(id), owner.token, R"({"status":"nonsense"})")
              ->status == 400);
  REQUIRE(test::call(server, "DELETE", "/api/v1/leads/" + std::to_string(id), owner.token)->status == 204);
  REQUIRE(test::call(server, "DELETE", "/api/v1/leads/" + std::to_string(id), owner.token)->status == 404);

  const auto published = events_after(server, start);
  REQUIRE(published.size() == 3);
  const auto& created = std::get<dialer::events::LeadsChanged>(published[0].payload);
  CHECK(created.origin == "api");
  CHECK(created.created.ids == std::vector<std::int64_t>{id});
  CHECK(std::get<dialer::events::LeadsChanged>(published[1].payload).updated.ids == std::vector<std::int64_t>{id});
  CHECK(std::get<dialer::events::LeadsChanged>(published[2].payload).deleted.ids == std::vector<std::int64_t>{id});
  CHECK(published[0].sequence < published[1].sequence);
  CHECK(published[1].sequence < published[2].sequence);
}

TEST_CASE("events: an import reports its progress and ends with done, and its leads are one event per batch") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Importing", "o@importing.test");
  const auto start = server.app().events().last_sequence();
  const std::string csv = "Name,Email\nAda King,ada@example.test\nBo Lee,bo@example.test\nBad Row,not-an-email\n";
  const auto res = server.client().Post("/api/v1/leads/import", test::bearer(owner.token), csv, "text/csv");
  REQUIRE(res);
  REQUIRE(res->status == 200);
  const auto published = events_after(server, start);
  REQUIRE(published.size() == 3);  // the batch's leads, its progress, then done
  const auto& leads = std::get<dialer::events::LeadsChanged>(published[0].payload);
  CHECK(leads.origin == "import");
  CHECK(leads.created.count() == 2);
  const auto& progress = std::get<dialer::events::ImportProgress>(published[1].payload);
  CHECK_FALSE(progress.done);
  CHECK(progress.imported == 2);
  const auto& done = std::get<dialer::events::ImportProgress>(published[2].payload);
  CHECK(done.done);
  CHECK(done.import_id == progress.import_id);
  CHECK(done.rows == 3);
  CHECK(done.errors == 1);
}

TEST_CASE("events: a list an import names is announced once, when made, before the leads that join it") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Naming", "o@naming.test");
  const auto existing = test::json_of(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Warm"})"));
  const auto start = server.app().events().last_sequence();
  const std::string csv =
      "Name,Email,List\nAda King,ada@example.test,Trade Show\nBo Lee,bo@example.test,trade show\n"
      "Cy Dunn,cy@example.test,Warm\n";
  const auto res = server.client().Post("/api/v1/leads/import", test::bearer(owner.token), csv, "text/csv");
  REQUIRE(res);
  REQUIRE(res->status == 200);
  const auto published = events_after(server, start);
  REQUIRE(published.size() == 4);  // the new list, the batch's leads, its progress, done
  const auto& list = std::get<dialer::events::ListsChanged>(published[0].payload);
  CHECK(list.change == "created");
  CHECK(list.list_id != existing["id"].get<std::int64_t>());
  CHECK(std::get<dialer::events::LeadsChanged>(published[1].payload).created.count() == 3);
  const auto lists = test::json_of(test::call(server, "GET", "/api/v1/lists", owner.token));
  CHECK(lists.dump().find("Trade Show") != std::string::npos);
}

TEST_CASE("events: lists and integration log entries publish too") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Listing", "o@listing.test");
  const auto start = server.app().events().last_sequence();
  const auto list = test::json_of(test::call(server, "POST", "/api/v1/lists", owner.token, R"({"name":"Hot"})"));
  REQUIRE(test::call(server, "POST", "/api/v1/integrations/gohighlevel", owner.token,
                     R"({"apiKey":"pit-123456789","locationId":"loc1"})")
              ->status == 200);
  const auto published = events_after(server, start);
  REQUIRE(published.size() == 2);
  const auto& changed = std::get<dialer::events::ListsChanged>(published[0].payload);
  CHECK(changed.list_id == list["id"].get<std::int64_t>());
  CHECK(changed.change == "created");
  const auto& integration = std::get<dialer::events::IntegrationChanged>(published[1].payload);
  CHECK(integration.integration == "gohighlevel");
  CHECK(integration.what == "status");
}

TEST_CASE("live stream: a ticket works once, within 30 seconds, and the bearer token never goes in the URL") {
  dialer::ManualClock clock(std::chrono::system_clock::now());
  test::TestServer server([&](dialer::AppConfig& config) { config.clock = &clock; });
  const auto owner = test::register_company(server, "Tickets", "o@tickets.test");
  const auto issued = test::json_of(test::call(server, "POST", "/api/v1/events/tickets", owner.token));
  CHECK(issued["ticket"].get<std::string>().size() >= 40);
  test::check_error(test::call(server, "POST", "/api/v1/events/tickets"), 401, "Authentication required");

  const auto open_with = [&](const std::string& value) {
    test::RawConnection c(server.port());
    c.send("GET /api/v1/events?ticket=" + value + " HTTP/1.1\r\nHost: x\r\n\r\n");
    return c.read_response();
  };
  const std::string once = issued["ticket"];
  CHECK(test::status_of(open_with(once)) == 200);
  const auto reused = open_with(once);
  CHECK(test::status_of(reused) == 401);
  CHECK(reused.find("\"code\":\"invalid_ticket\"") != std::string::npos);
  CHECK(test::status_of(open_with(owner.token)) == 401);  // a bearer token is not a ticket

  const std::string stale = event_ticket(server, owner.token);
  clock.advance(31s);
  CHECK(test::status_of(open_with(stale)) == 401);
}

TEST_CASE("live stream: admins of the organization get its events, agents and other organizations do not") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Seen", "o@seen.test");
  const auto agent = test::add_user(server, "Seen", "a@seen.test", "agent");
  const auto stranger = test::register_company(server, "Other", "o@other.test");
  auto admin_stream = open_event_stream(server, owner.token);
  auto agent_stream = open_event_stream(server, agent.token);
  auto other_stream = open_event_stream(server, stranger.token);
  const auto lead = create_named_lead(server, owner.token, "Seen Lead");
  const std::string marker = "\"created\":[" + std::to_string(lead["id"].get<std::int64_t>()) + "]";
  CHECK(admin_stream.read_until(marker));
  CHECK(admin_stream.received().find("event: leads.changed\ndata: {\"organizationId\":") != std::string::npos);
  create_named_lead(server, stranger.token, "Other Lead");
  CHECK(other_stream.read_until("event: leads.changed"));
  CHECK(other_stream.received().find(marker) == std::string::npos);
  CHECK_FALSE(agent_stream.read_until("leads.changed", 300ms));
  CHECK(admin_stream.received().find("Other Lead") == std::string::npos);
}

TEST_CASE("live stream: a dropped connection resumes with Last-Event-ID and gets what it missed") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Resume", "o@resume.test");
  std::string last_id;
  {
    auto stream = open_event_stream(server, owner.token);
    const auto first = create_named_lead(server, owner.token, "First");
    REQUIRE(stream.read_until("\"created\":[" + std::to_string(first["id"].get<std::int64_t>()) + "]"));
    last_id = last_id_of(stream.received());
  }
  const auto missed = create_named_lead(server, owner.token, "Missed");
  auto resumed = open_event_stream(server, owner.token, last_id);
  const std::string marker = "\"created\":[" + std::to_string(missed["id"].get<std::int64_t>()) + "]";
  // With the ready event, or just after it when the hub was still delivering it to the dropped connection.
  CHECK(resumed.read_until(marker));
  CHECK(resumed.received().find("event: ready") != std::string::npos);
  CHECK(resumed.received().find("event: reset") == std::string::npos);
  CHECK(resumed.received().find("\"created\":[" + std::to_string(missed["id"].get<std::int64_t>() - 1) + "]") ==
        std::string::npos);  // not what it had already
}

TEST_CASE("live stream: events committed while no stream is open are still there for one that resumes") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Quiet", "o@quiet.test");
  std::string last_id;
  {
    auto stream = open_event_stream(server, owner.token);
    last_id = last_id_of(stream.received());
  }
  // Until the hub notices the closed connection it still counts it; a write makes it try, and drop it.
  create_named_lead(server, owner.token, "Noticed");
  for (int i = 0; i < 200 && server.app().event_hub().stream_count() != 0; ++i) std::this_thread::sleep_for(5ms);
  REQUIRE(server.app().event_hub().stream_count() == 0);
  const auto quiet = create_named_lead(server, owner.token, "While nobody listened");

  auto resumed = open_event_stream(server, owner.token, last_id);
  CHECK(resumed.received().find("\"created\":[" + std::to_string(quiet["id"].get<std::int64_t>()) + "]") !=
        std::string::npos);
  CHECK(resumed.received().find("event: reset") == std::string::npos);
  const auto after = create_named_lead(server, owner.token, "After");
  CHECK(resumed.read_until("\"created\":[" + std::to_string(after["id"].get<std::int64_t>()) + "]"));
}

TEST_CASE("live stream: after a server restart a resuming client is told to reload, then gets new events") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Restart", "o@restart.test");
  std::string last_id;
  {
    auto stream = open_event_stream(server, owner.token);
    create_named_lead(server, owner.token, "Before");
    REQUIRE(stream.read_until("leads.changed"));
    last_id = last_id_of(stream.received());
    server.restart();
    CHECK(stream.read_until("0\r\n\r\n"));  // ended cleanly by the stop
    CHECK(stream.closed_by_peer());
  }
  auto resumed = open_event_stream(server, owner.token, last_id);
  CHECK(resumed.received().find("event: reset") != std::string::npos);
  const auto after = create_named_lead(server, owner.token, "After");
  CHECK(resumed.read_until("\"created\":[" + std::to_string(after["id"].get<std::int64_t>()) + "]"));
}

TEST_CASE("live stream: the heartbeat keeps it open and ends it once the session is signed out") {
  test::TestServer server;
  const auto owner = test::register_company(server, "Heartbeat", "o@heartbeat.test");
  auto stream = open_event_stream(server, owner.token);
  server.app().event_hub().heartbeat();
  CHECK(stream.read_until(": keep-alive\n\n"));
  REQUIRE(test::call(server, "POST", "/api/v1/auth/logout", owner.token)->status < 300);
  server.app().event_hub().heartbeat();
  CHECK(stream.read_until("0\r\n\r\n"));
  CHECK(stream.closed_by_peer());
  CHECK(server.app().event_hub().stream_count() == 0);
}
